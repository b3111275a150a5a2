import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// How a drag host hides the dragged item's cell on a ``SimulatedList``.
///
/// Only ``layerMask`` keeps it hidden on a list; the other two are the table's ways, kept so
/// that tests show the list undoing them.
@_spi(Headless) public enum SimulatedListCellHiding: Sendable, Hashable {
  /// An empty `CALayer` as the cell's `layer.mask` (the kit's list host): no layout pass, reuse
  /// or update takes it off (``SimulatedList/setConcealed(_:ofCell:)``).
  case layerMask
  /// `isHidden`, as the table host hides a cell: the list gives it back at the next layout
  /// pass (``SimulatedList/layoutReappliesIsHidden``).
  case isHidden
  /// `alpha = 0`: every application of the cell's layout attributes puts it back.
  case alpha
}

extension SimulatedList: ListSectionFactsReading {
  /// Conceals `cell` (or shows it again) the way the kit's list drag host does: an empty
  /// `CALayer` as its `layer.mask`, so nothing of the cell draws.
  ///
  /// What the list re-applies and what it leaves (decompiled UIKitCore 26.1):
  /// - `-[UICollectionReusableView _setLayoutAttributes:force:]` sets `center`, `bounds`,
  ///   `alpha` and `transform3D` from the attributes, then masks-to-bounds, masked corners, the
  ///   corner configuration and the *internal* mask view (`_updateMaskViewUsingAttributes:`
  ///   replaces only a mask view it installed itself, flag `0x80`, or one the attributes give a
  ///   frame to); it runs again whenever the cell's alpha differs from the attributes' (the
  ///   `isEqual:`-or-alpha test at its top), so `alpha = 0` never lasts a layout pass. It does
  ///   not touch `hidden` or `layer.mask`.
  /// - `-[UICollectionViewCell _setLayoutAttributes:]` calls it, then
  ///   `_restoreCurrentDragAppearanceIfNeeded`: UIKit's own drag puts its look back after every
  ///   application, and hides the reordered cell with a hidden *reason* of its own
  ///   (`_setHiddenForReordering:` → `-[UIView _setHidden:forReason:]`), not `isHidden`. Whether
  ///   `-[UICollectionView _applyLayoutAttributes:toView:]` writes `isHidden` from the
  ///   attributes' `isHidden` could not be read (`UICollectionView.mm`, 1 MB, beyond the search
  ///   index); the model assumes it does (``layoutReappliesIsHidden``), the cautious reading.
  /// - `-[UICollectionReusableView prepareForReuse]` removes a mask *view* of one class only; a
  ///   bare `layer.mask` has no view and stays through reuse, as here: a host must give the cell
  ///   back when the row leaves it (``ReorderController`` does).
  ///
  /// Not modelled: a section whose attributes carry a mask frame (the internal mask view then
  /// takes `layer.mask` over); the controller's next reconcile finds the cell shown and hides it
  /// again (``ReorderHost/isHidden(_:)`` reads `layer.mask`).
  public func setConcealed(_ concealed: Bool, ofCell cell: Int) {
    if concealed { concealedCells.insert(cell) } else { concealedCells.remove(cell) }
  }

  /// Whether `cell` is concealed (``setConcealed(_:ofCell:)``).
  public func isConcealed(_ cell: Int) -> Bool { concealedCells.contains(cell) }

  /// Whether the user sees `cell`'s content: not `isHidden`, not transparent, not concealed.
  public func isCellShowing(_ cell: Int) -> Bool {
    !table.isCellHidden(cell) && alpha(ofCell: cell) > 0 && !isConcealed(cell)
  }

  /// Replaces the layout object (`setCollectionViewLayout(_:animated:)`) with one whose
  /// sections have `sectionFacts` (absent sections: list sections of ``appearance``). UIKit
  /// tells no one: a host notices by comparing the layout object (``layoutGeneration``). Every
  /// item is laid out again.
  public func replaceLayout(sectionFacts: [Int: ListSectionFacts]) {
    self.sectionFacts = sectionFacts
    layoutGeneration += 1
    table.cells.needsLayout = true
    table.layoutIfNeeded()
  }
}
