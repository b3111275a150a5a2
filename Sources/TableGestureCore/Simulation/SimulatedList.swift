import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A headless `UICollectionView` list (a compositional layout of list sections) for the swipe
/// engine: the rows, cells, reuse pool, self-sizing, edit mode, run loop and updates of the
/// ``SimulatedTable`` it is built on (``table``, the ``GestureTable`` the engine reads), plus what
/// a collection view does differently where UIKit calls back or changes things under a library:
///
/// - **Layout passes re-apply each cell's layout attributes**: centre, bounds, alpha and
///   `transform3D` go back to the layout's values, while `layer.sublayerTransform` is left alone
///   (`-[UICollectionReusableView _setLayoutAttributes:force:]`, which applies them when forced,
///   when the attributes changed or when the view's alpha differs from theirs; decompiled
///   UIKitCore 26.1, `UICollectionReusableView.mm`). The model takes the worst case: every
///   layout pass re-applies every cell's. A host that moves a cell's
///   content must use the sublayer transform (``setSublayerOffset(_:ofCell:)``); an offset
///   written to the centre (``setCenterOffset(_:ofCell:)``) or the alpha is gone after the next
///   pass (``displayedOffset(ofCell:)``).
/// - **Separators and the swipe container are decoration views**, the layout's, not the cell's:
///   moving the cell's content leaves them in place. On the iOS 26 design UIKit hides the
///   separators beside an open row (``ListHiddenSeparators``); here the host hides them
///   (``hideSeparators(_:)``, as the kit's separator handler does) and
///   ``isSeparatorVisible(_:ofItemAt:)`` says what the user sees. The buttons' clip takes the
///   corners the host gives it (``buttonCorners(ofCell:)``).
/// - **Sections are described by facts** (``facts(forSection:)``): list sections by default,
///   or orthogonal, grid or header-row sections that ``ListGate`` refuses.
/// - **iOS 26 section containers**: with ``usesSectionContainers``, a cell is a subview of its
///   section's container view (`-[UICollectionView _sectionContainerViewForSectionIndex:createIfNecessary:]`,
///   `_reparentViewIntoCorrectContainer:`; decompiled UIKitCore 26.1, `UICollectionView.mm`), so
///   its `frame` (``cellFrameInSuperview(_:)``) is in the container's coordinates, not the
///   collection view's: a host converts rectangles (the table's ``SimulatedTable/rectForRow(at:)``
///   is the converted one) and never reads `cell.frame`.
/// - **Self-sizing items measured after a scroll towards the top** move the content offset by
///   what the item at the visible top moved, not by the strip above the last pass's top as a
///   table does (``SelfSizingOffsetKeeping/itemAtTheVisibleTop``).
/// - **Diffable applies are batch updates** (``SimulatedDiffableDataSource/apply(_:animatingDifferences:)``):
///   surviving items keep their cells.
/// - **A batch is a closure**: `performBatchUpdates(_:completion:)` runs its block at once, then
///   checks the moves made in it against the data source and carries them out — the table's
///   `beginUpdates()` … `endUpdates()` around the block, which is how the list's
///   ``SimulatedTable`` runs ``GestureTable/performBatchUpdates(_:)``: the drag's each-swap
///   `moveItem` and the app's commit share one batch on both hosts.
///
/// Composition, not a second table: everything both hosts do is the table's code, written once.
@_spi(Headless) public final class SimulatedList: SimulatedCellObserver {
  /// The rows, cells and updates (the collection view's items: `IndexPath.item` is `row`).
  public let table: SimulatedTable
  /// The appearance of every section (`UICollectionLayoutListConfiguration.appearance`).
  public var appearance: ListAppearance
  /// Facts of sections that are not plain list sections of ``appearance``, by section index.
  public var sectionFacts: [Int: ListSectionFacts] = [:]
  /// Whether cells live in per-section container views (iOS 26). Default `true`.
  public var usesSectionContainers = true
  /// The separators the host hides now.
  public private(set) var hiddenSeparators = ListHiddenSeparators.none
  /// How many times the host changed the hidden separators.
  public private(set) var separatorUpdates = 0
  /// Hears each reused cell and each cell laid out, after the list re-applied its attributes
  /// (the swipe host, as the table's observer would be); held weakly.
  public weak var cellObserver: (any SimulatedCellObserver)?

  /// What a host wrote to a cell's view, beside what the layout owns.
  struct CellView {
    var centerOffset: CGFloat = 0
    var alpha: CGFloat = 1
    var sublayerOffset: CGFloat = 0
    var buttonCorners: ListRowCorners = []
  }
  private var views: [Int: CellView] = [:]
  /// How many times a layout pass re-applied a cell's attributes.
  public private(set) var attributeApplications = 0
  /// The cells a drag host concealed with an empty `layer.mask` (``setConcealed(_:ofCell:)``).
  var concealedCells: Set<Int> = []
  /// Whether a layout pass gives a cell back its attributes' `isHidden` (`false`), as
  /// `-[UICollectionView _applyLayoutAttributes:toView:]` is thought to (see
  /// ``setConcealed(_:ofCell:)``). Default `true`.
  public var layoutReappliesIsHidden = true
  /// How many times the layout object was replaced (``replaceLayout(sectionFacts:)``).
  public internal(set) var layoutGeneration = 0
  /// Where ``ListReorderPolicy`` keeps a drag's gate verdicts on this list.
  @exclusivity(unchecked) public var reorderGateMemo = ListReorderGateMemo()

  /// Makes a list on `table` (which it becomes the ``SimulatedTable/cellObserver`` of) with
  /// `appearance` for every section.
  public init(table: SimulatedTable, appearance: ListAppearance = .insetGrouped) {
    self.table = table
    self.appearance = appearance
    table.cellObserver = self
    table.selfSizingOffsetKeeping = .itemAtTheVisibleTop
  }

  /// Makes a list of `sections` in a viewport of `viewportSize`; `estimatedItemHeight` makes
  /// the items self-sizing (`NSCollectionLayoutDimension.estimated`), as
  /// ``SimulatedTable/estimatedRowHeight`` does for a table.
  public convenience init(
    sections: [SimulatedSection], viewportSize: CGSize, appearance: ListAppearance = .insetGrouped,
    estimatedItemHeight: CGFloat? = nil
  ) {
    self.init(
      table: SimulatedTable(
        sections: sections, viewportSize: viewportSize, estimatedRowHeight: estimatedItemHeight),
      appearance: appearance)
  }

  /// The facts of `section` (``sectionFacts``, else a list section of ``appearance``), or `nil`
  /// for a section that does not exist.
  public func facts(forSection section: Int) -> ListSectionFacts? {
    guard section >= 0, section < table.numberOfSections else { return nil }
    return sectionFacts[section] ?? ListSectionFacts(appearance: appearance)
  }

  // MARK: - Cells

  /// A layout pass the list makes by itself, as UIKit does at a Core Animation commit after a
  /// scroll, a size change or an update: every cell on screen has its layout attributes applied
  /// again (``tableDidLayOutCell(_:)``), whatever a host wrote to it since.
  public func layOutCells() {
    table.cells.needsLayout = true
    table.layoutIfNeeded()
  }

  /// The content offset the user sees on `cell`: its sublayer transform plus what is left of a
  /// centre offset (0 after a layout pass).
  public func displayedOffset(ofCell cell: Int) -> CGFloat {
    views[cell].map { $0.sublayerOffset + $0.centerOffset } ?? 0
  }

  /// `cell`'s alpha (1 after a layout pass).
  public func alpha(ofCell cell: Int) -> CGFloat { views[cell]?.alpha ?? 1 }

  /// Moves `cell`'s content by `offset` points with `layer.sublayerTransform` (the kit's way):
  /// layout passes keep it. Non-finite values count as 0.
  public func setSublayerOffset(_ offset: CGFloat, ofCell cell: Int) {
    views[cell, default: CellView()].sublayerOffset = offset.finiteOrZero
  }

  /// Moves `cell` by `offset` points with its centre: the next layout pass puts it back.
  public func setCenterOffset(_ offset: CGFloat, ofCell cell: Int) {
    views[cell, default: CellView()].centerOffset = offset.finiteOrZero
  }

  /// Sets `cell`'s alpha: the next layout pass puts it back to 1.
  public func setAlpha(_ alpha: CGFloat, ofCell cell: Int) {
    views[cell, default: CellView()].alpha = alpha.finiteOrZero
  }

  /// Gives the clip of `cell`'s buttons `corners`.
  public func setButtonCorners(_ corners: ListRowCorners, ofCell cell: Int) {
    views[cell, default: CellView()].buttonCorners = corners
  }

  /// The corners of the clip around `cell`'s buttons.
  public func buttonCorners(ofCell cell: Int) -> ListRowCorners { views[cell]?.buttonCorners ?? [] }

  /// `cell`'s frame in its superview: the row's rect in the collection view, less its section
  /// container's origin with ``usesSectionContainers``; `nil` for a cell showing no row.
  public func cellFrameInSuperview(_ cell: Int) -> CGRect? {
    guard let path = table.indexPath(forCell: cell) else { return nil }
    let rect = table.rectForRow(at: path)
    guard usesSectionContainers else { return rect }
    let container = table.rect(forSection: path.tableSection).origin
    return rect.offsetBy(dx: -container.x, dy: -container.y)
  }

  /// Shows the swipe host's writes: each cell's sublayer offset from `offsets` (0 for a cell
  /// absent), and no button corners on a cell without buttons.
  func showOffsets(_ offsets: [Int: CGFloat], buttons: [Int: SwipeableEdge]) {
    for cell in views.keys {
      views[cell]?.sublayerOffset = offsets[cell] ?? 0
      if buttons[cell] == nil { views[cell]?.buttonCorners = [] }
    }
    for (cell, offset) in offsets where views[cell] == nil {
      views[cell] = CellView(sublayerOffset: offset)
    }
  }

  // MARK: - Decorations

  /// Makes `hidden` the separators hidden now, as the kit's `itemSeparatorHandler` answers
  /// once it invalidated the items' separators.
  public func hideSeparators(_ hidden: ListHiddenSeparators) {
    separatorUpdates += 1
    hiddenSeparators = hidden
  }

  /// Whether the user sees the `separator` of the item at `indexPath` (no item: `false`).
  public func isSeparatorVisible(_ separator: ListSeparator, ofItemAt indexPath: IndexPath)
    -> Bool
  {
    table.containsRow(at: indexPath) && !hiddenSeparators.isHidden(separator, ofItemAt: indexPath)
  }

  // MARK: - SimulatedCellObserver

  /// A reused cell: it comes out of the pool with what was written to it (the pool keeps views
  /// as they were); the observer hears it.
  public func tableWillReuseCell(_ cell: Int) {
    cellObserver?.tableWillReuseCell(cell)
  }

  /// A cell in the layout pass: its attributes are applied again (centre and alpha back to the
  /// layout's, the sublayer transform kept), then the observer hears its layout.
  public func tableDidLayOutCell(_ cell: Int) {
    attributeApplications += 1
    if var view = views[cell] {
      view.centerOffset = 0
      view.alpha = 1
      views[cell] = view
    }
    if layoutReappliesIsHidden, table.isCellHidden(cell) { table.setCellHidden(cell, false) }
    cellObserver?.tableDidLayOutCell(cell)
  }
}
