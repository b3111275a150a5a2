import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension LiftAppearance {
  /// The appearance to draw for a row lifted from `row` (content coordinates) in a table whose
  /// visible area is `table` (its `bounds`): the scale is lowered, never below 1, until the
  /// grown row and the sides of its shadow (blur radius plus horizontal offset) stay inside the
  /// table's sides. Everything else is drawn as set.
  ///
  /// The snapshot is a subview of the table, a scroll view that clips to its bounds, so a row
  /// grown past the table's sides is cut off there (device review r4, N12: the default 1.05 on a
  /// full-width row on a 390-pt iPhone lost about 10 pt on each side). So:
  /// - a full-width row lifts at its own size, with the opacity and the shadow only, like UIKit's
  ///   edit-mode reorder, which drags the row's cell itself by a vertical delta and gives table
  ///   cells an "interactive move shadow" (decompiled UIKitCore 26.1, selectors only:
  ///   `-[UITableView _beginReorderingForCell:touch:]`,
  ///   `-[UITableView _draggingReorderingCell:yDelta:touch:]`,
  ///   `-[UICollectionViewTableCell _isInteractiveMoveShadowInstalled]`); its shadow's sides lie
  ///   past the table's edges, which are the screen's on a full-width table;
  /// - an inset row (inset grouped, a readable-width row) grows into its gutters as far as they
  ///   allow, up to ``scale`` (with 16-pt gutters on a 390-pt table: ≈ 1.045);
  /// - a scale at or below 1, a row frame that is not finite or empty, or a row wider than the
  ///   table lifts at its own size (scale 1) or as set, never larger.
  ///
  /// UIKit's system drag lift instead floats the preview in a portal above the whole window
  /// (`UIDragPreview`, "displayed while the user moves the item across the screen",
  /// https://developer.apple.com/documentation/uikit/uidragpreview), where nothing clips it; a
  /// library view above the table would need a container in the app's window, which the table
  /// does not own. Reduce Motion is applied before this (``reducingMotion(_:)``: scale 1).
  @_spi(Headless) public func fitted(toRow row: CGRect, inTable table: CGRect) -> LiftAppearance {
    var fitted = self
    let wanted = resolvedScale
    guard wanted > 1 else { return fitted }
    guard row.origin.x.isFinite, row.width.isFinite, row.width > 0, table.origin.x.isFinite,
      table.width.isFinite
    else {
      fitted.scale = 1
      return fitted
    }
    let room = Swift.min(row.midX - table.minX, table.maxX - row.midX)
    let spill = resolvedShadowRadius + Swift.abs(resolvedShadowOffset.width)
    let largest = (room - spill) / (row.width / 2)
    fitted.scale = Swift.max(1, Swift.min(wanted, largest))
    return fitted
  }
}
