import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What the gesture engines read from a table and command it to do.
///
/// Names and types follow `UITableView`, so that `UITableView` conforms with almost no code (only
/// ``layoutContentInsets`` needs a line, because `UIEdgeInsets` does not exist off Apple platforms).
/// ``SimulatedTable`` is the headless implementation used by the tests, the simulator and your own
/// unit tests.
///
/// All rectangles are in the table's content coordinates (the coordinate space of its `bounds`).
/// The engines validate every index path against ``numberOfSections`` and
/// ``numberOfRows(inSection:)`` before passing it in, because `UITableView` raises on invalid ones.
///
/// A conforming type has reference semantics (a class, or a value that refers to one, such as a
/// ``BorrowedTable``): the engines pass it by value and command it through every copy.
@_spi(Headless) public protocol GestureTable {
  /// The number of sections.
  var numberOfSections: Int { get }

  /// The number of rows in `section`.
  func numberOfRows(inSection section: Int) -> Int

  /// The frame of a row, in content coordinates.
  func rectForRow(at indexPath: IndexPath) -> CGRect

  /// The frame of the row `row` of `section`: ``rectForRow(at:)`` for that two-element index
  /// path, which the drag's per-event code does not have to build. Default: builds the path and
  /// calls ``rectForRow(at:)``; ``SimulatedTable`` reads its storage directly.
  func rectForRow(_ row: Int, inSection section: Int) -> CGRect

  /// The frame of a whole section, its header and footer included.
  func rect(forSection section: Int) -> CGRect

  /// The frame of a section's header (zero height when it has none).
  func rectForHeader(inSection section: Int) -> CGRect

  /// The frame of a section's footer (zero height when it has none).
  func rectForFooter(inSection section: Int) -> CGRect

  /// The row under `point`, or `nil` over a header, a footer or empty space.
  func indexPathForRow(at point: CGPoint) -> IndexPath?

  /// The visible part of the content: origin at the content offset, size of the viewport.
  var bounds: CGRect { get }

  /// The size of the scrollable content.
  var contentSize: CGSize { get }

  /// The scroll position. Setting it scrolls without clamping, as `UIScrollView` does.
  var contentOffset: CGPoint { get nonmutating set }

  /// The adjusted content insets (content inset plus safe area and bars), in points.
  var layoutContentInsets: LayoutInsets { get }

  /// Moves one row, with `UITableView` semantics: `newIndexPath` is the row's final position.
  func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath)

  /// Begins a batch of row updates (`beginUpdates()`): a ``moveRow(at:to:)`` made before
  /// ``endUpdates()`` is checked against the data source and carried out there, and a reload
  /// asked for meanwhile runs after it. Default: nothing (every move is carried out at once).
  func beginUpdates()

  /// Ends the batch ``beginUpdates()`` began (`endUpdates()`). Default: nothing.
  func endUpdates()

  /// Runs `updates` as one batch of row updates: a table's ``beginUpdates()``, `updates`,
  /// ``endUpdates()`` (the default); a collection view's `performBatchUpdates(_:completion:)`,
  /// whose closure is the batch: it runs the block at once, then checks the moves made in it
  /// against the data source and carries them out.
  func performBatchUpdates(_ updates: () -> Void)

  /// Whether the table is editing (`UITableView.isEditing`): the app's edit mode, or UIKit's own
  /// swipe showing actions. It changes under the engines at any time. Default: `false`.
  var isEditing: Bool { get }

  /// The visible area's top and bottom, in content coordinates: ``bounds`` less the adjusted
  /// content insets. A requirement with a default (below), so that an engine holding the table
  /// as `any GestureTable` asks once per read instead of once for the bounds and once for the
  /// insets.
  var visibleContentRange: (top: CGFloat, bottom: CGFloat) { get }

  /// Asks the questions of an event that follows one row (``RowFollowReading``) in one call: a
  /// table held weakly (``WeakTableReference``) is loaded once for all of them instead of once
  /// per question. Default: ``RowFollowReading/init(asking:_:)`` on the table itself.
  func followReading(_ question: RowFollowReading.Question) -> RowFollowReading
}

extension GestureTable {
  public var isEditing: Bool { false }

  public func beginUpdates() {}

  public func endUpdates() {}

  @inlinable public func performBatchUpdates(_ updates: () -> Void) {
    beginUpdates()
    updates()
    endUpdates()
  }

  public func followReading(_ question: RowFollowReading.Question) -> RowFollowReading {
    RowFollowReading(asking: self, question)
  }

  /// The frame of the row `row` of `section`, through ``rectForRow(at:)`` with the two-element
  /// index path built here.
  public func rectForRow(_ row: Int, inSection section: Int) -> CGRect {
    rectForRow(at: IndexPath(row: row, inSection: section))
  }

  /// Whether `indexPath` names an existing row.
  @inlinable func containsRow(at indexPath: IndexPath) -> Bool {
    guard let (section, row) = indexPath.tablePosition, section >= 0,
      section < numberOfSections
    else { return false }
    return row >= 0 && row < numberOfRows(inSection: section)
  }

  /// Whether a row leaving `fromSection` may end at `destination` (`moveRow(at:to:)` semantics).
  @inlinable func acceptsMove(fromSection: Int, to destination: IndexPath) -> Bool {
    guard let (section, row) = destination.tablePosition else { return false }
    return acceptsMove(fromSection: fromSection, toSection: section, row: row)
  }

  /// ``acceptsMove(fromSection:to:)`` for the destination `row` of `toSection`.
  @inlinable func acceptsMove(fromSection: Int, toSection section: Int, row: Int) -> Bool {
    guard section >= 0, section < numberOfSections else { return false }
    let count = numberOfRows(inSection: section)
    return row >= 0 && row <= count - (section == fromSection ? 1 : 0)
  }

  /// The visible area: `bounds` with the adjusted content insets taken off the top and bottom.
  @inlinable public var visibleContentRange: (top: CGFloat, bottom: CGFloat) {
    let insets = layoutContentInsets
    return Self.visibleRange(of: bounds, insets: insets)
  }

  /// The content offset's y and the visible area (``visibleContentRange``), from one `bounds`
  /// read: a scroll view's bounds origin is its content offset ("If the scrollable container
  /// contains `bounds`, then `bounds.origin` must be equal to the content offset", Apple's
  /// `UIFocusItemScrollableContainer.contentOffset` page, a protocol `UIScrollView` adopts), so
  /// an event that needs both asks the table one question fewer. ``SimulatedTable`` builds its
  /// bounds from its offset, as UIKit does.
  @inlinable public var offsetAndVisibleRange:
    (offsetY: CGFloat, visible: (top: CGFloat, bottom: CGFloat))
  {
    let insets = layoutContentInsets
    let bounds = self.bounds
    return (bounds.minY, Self.visibleRange(of: bounds, insets: insets))
  }

  /// `bounds` with `insets`' top and bottom taken off. Only the vertical insets are sanitized:
  /// `LayoutInsets.sanitized`, all four, was a call (Benchmarks/README.md).
  @inlinable @inline(__always)
  static func visibleRange(of bounds: CGRect, insets: LayoutInsets) -> (
    top: CGFloat, bottom: CGFloat
  ) {
    let top = bounds.minY + insets.top.finiteOrZero
    return (top, Swift.max(top, bounds.maxY - insets.bottom.finiteOrZero))
  }

  /// The range the content offset may take: from `-inset.top` to the last position where the end
  /// of the content meets the bottom inset.
  @inlinable public var contentOffsetRange: (min: CGFloat, max: CGFloat) {
    let insets = layoutContentInsets
    let lowest = -insets.top.finiteOrZero
    let highest = contentSize.height + insets.bottom.finiteOrZero - bounds.height
    return (lowest, Swift.max(lowest, highest))
  }
}
