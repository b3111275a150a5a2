import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A headless table that behaves like `UITableView` for the gesture engines.
///
/// It models variable row heights, sections with header and footer heights, empty sections,
/// adjusted content insets, a viewport that scrolls, moving rows, reloading with changed counts,
/// and **cell reuse** (see ``visibleCells``), so that drag and swipe behaviour — including bugs
/// that only show with reuse — can be reproduced without UIKit. Use it in your own unit tests to
/// drive a ``ReorderSession`` and check what your data source would see.
///
/// Cost: row rects and section rects are O(1), ``indexPathForRow(at:)`` is O(log n), moving a row
/// to an adjacent position (including into the next or previous section) is O(1), and a general
/// move is O(distance). Reloading is O(n). Every row keeps a stable identity (its *row ID*) that
/// travels with it when it moves, so tests can compare the table's order with a model array.
///
/// Bad input never traps: negative or non-finite heights count as zero, out-of-range index paths
/// give `CGRect.zero` and moves with them are ignored, non-finite offsets are ignored.
///
/// Where `UITableView` calls back into the app, so does this table (each behaviour cites Apple's
/// page on the protocol that declares it):
/// - with a ``dataSource``, every ``moveRow(at:to:)`` checks each section's row count against it
///   and refuses a move it disagrees with, recording a ``SimulatedTableInconsistency`` (UIKit
///   raises `NSInternalInconsistencyException`); it then asks ``SimulatedTableDelegate`` for the
///   heights of the rows it moved, at their new index paths, and lays out at once, configuring rows
///   that come on screen through ``SimulatedTableDataSource/tableView(_:cellForRowAt:configuring:)``;
/// - setting ``contentOffset`` calls ``SimulatedTableDelegate/scrollViewDidScroll(_:)``;
/// - with an ``estimatedRowHeight`` the rows are **self-sizing**: each has the estimate until it
///   first comes on screen and its real height after, so the content size changes as a drag
///   scrolls, as with `UITableView.automaticDimension`
///   (https://developer.apple.com/documentation/uikit/uitableview/estimatedrowheight); rows
///   measured above the top after a scroll towards it move the content offset with them
///   (``SelfSizingOffsetKeeping``), as a layout pass of `UITableView` or of a compositional list does.
/// Callbacks run after the table's own state is consistent, so they may read the table and call
/// the gesture controllers; they must not move rows (UIKit forbids that too). A reload from
/// inside a ``moveRow(at:to:)``'s questions (the row counts, the heights, a cell) wins over the
/// move, as on `UITableView`, where the move is an uncommitted update meanwhile and
/// `reloadData()` "forces the table view to delete any uncommitted changes before reloading the
/// data" (https://developer.apple.com/documentation/uikit/uitableview/reloaddata()): the table
/// shows what the data source reports after the reload. Inside a batch
/// (``beginUpdates()`` … ``endUpdates()``) moves wait for its end and a reload for the moves
/// (see ``endUpdates()``).
@_spi(Headless) public final class SimulatedTable: GestureTable {
  /// Answers the row-count questions and configures cells; held weakly. `nil`: nothing is asked.
  ///
  /// Every access is a plain load or store that ends before the data source is called, so the
  /// run-time exclusivity check (two on every ``moveRow(at:to:)``, as many as the rest of a swap's
  /// table work) is off, as for the storage below.
  @exclusivity(unchecked) public weak var dataSource: (any SimulatedTableDataSource)?
  /// Answers height questions and hears scrolling; held weakly. Unchecked like ``dataSource``.
  @exclusivity(unchecked) public weak var delegate: (any SimulatedTableDelegate)?
  /// Every update refused because the data source disagreed, oldest first. A test that drives a
  /// data source should expect it to stay empty.
  public private(set) var inconsistencies: [SimulatedTableInconsistency] = []
  /// How many ``reconfigureRows(at:)`` calls came while the data source moves rows itself (a
  /// diffable one) rather than through its snapshot
  /// (``SimulatedDiffableDataSource/applyReconfiguring(_:)``). Apple's page of
  /// `reconfigureRows(at:)` tells such an app to use the snapshot's `reconfigureItems(_:)`
  /// "instead"; whether UIKit then asserts was not established. Code that drives a diffable
  /// data source should keep it at 0.
  public internal(set) var directReconfiguresWithDiffableDataSource = 0
  /// The height every row has until it first comes on screen, or `nil` (the default) when row
  /// heights are known up front. Set it before ``reloadData(_:)`` (or at `init`).
  public var estimatedRowHeight: CGFloat?
  /// Hears what happens to cells inside a layout pass (reuse, the cell's own layout); held
  /// weakly. See ``SimulatedCellObserver``.
  public weak var cellObserver: (any SimulatedCellObserver)?
  /// Whether the table is in editing mode. The app sets it at any time (an Edit button calls
  /// `setEditing(_:animated:)`), and UIKit sets it too when its own swipe reveals actions, so it
  /// changes under the gesture engines in both directions
  /// (https://developer.apple.com/documentation/uikit/uitableview/isediting,
  /// https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:willbegineditingrowat:)).
  /// Each change through this setter calls the editing observers (``addEditingObserver(_:)``);
  /// ``setEditing(_:animated:)`` calls none (see there).
  public var isEditing: Bool {
    get { editingStorage }
    set {
      guard newValue != editingStorage else { return }
      editingStorage = newValue
      for observer in editingObservers { observer(newValue) }
    }
  }
  /// ``isEditing``'s value (``setEditing(_:animated:)`` writes it directly). Its own property: a stored `isEditing` with an observer, read
  /// from another module, made a run-time exclusivity check despite `@exclusivity(unchecked)`
  /// (the getter inlined across modules does not keep the attribute; 76 instructions a read in
  /// Benchmarks/instructions.sh).
  @exclusivity(unchecked) var editingStorage = false
  var editingObservers: [(Bool) -> Void] = []
  /// See ``addCellContentLayoutObserver(_:)``.
  var contentLayoutObservers: [(Int) -> Void] = []
  /// Whether the user's finger tracks the table or it decelerates after a fling (UIKit:
  /// `isTracking`, `isDecelerating`). Meanwhile the main run loop runs in its tracking mode, so
  /// work queued for the default mode alone waits (see ``runLoopTurn()``).
  @exclusivity(unchecked) public var isTracking = false
  /// Work queued with ``perform(inModes:_:)`` that has not run yet, oldest first.
  var queuedWork: [(modes: RunLoopModes, work: () -> Void)] = []
  /// Whether a layout pass is in progress (see ``layoutIfNeeded()``): the table is updating its
  /// visible cells and will not answer cell queries.
  public internal(set) var isLayingOut = false
  /// How many cell queries (``cellForRow(at:)``, ``indexPath(forCell:)``, ``visibleCells``) were
  /// made while a layout pass was in progress. UIKit logs "Attempted to call
  /// -cellForRowAtIndexPath: on the table view while it was in the process of updating its
  /// visible cells, which is not allowed" and its answer cannot be trusted; here the query
  /// answers `nil` (empty). A test should expect it to stay 0.
  public internal(set) var queriesDuringLayout = 0

  /// The size of the viewport (the table's frame size), in points.
  @exclusivity(unchecked) public private(set) var viewportSize: CGSize
  /// The adjusted content insets; non-finite components count as zero.
  public var contentInsets: LayoutInsets {
    get { insets }
    set {
      insets = newValue.sanitized
      cells.needsLayout = true
    }
  }
  @exclusivity(unchecked) private var insets: LayoutInsets
  /// The content offset; see ``contentOffset``.
  @exclusivity(unchecked) private var offset: CGPoint = .zero

  // Storage. Only the table's own methods touch it, never with overlapping accesses, so the
  // runtime exclusivity checks Swift makes on every class-property access are switched off:
  // they were about a third of a drag event's cost in the benchmarks.
  @exclusivity(unchecked) var heights: [CGFloat] = []
  /// Each row's real height (what it measures when shown), travelling with the row.
  @exclusivity(unchecked) var realHeights: [CGFloat] = []
  /// Whether each self-sizing row has been measured, travelling with the row.
  @exclusivity(unchecked) var measured: [Bool] = []
  @exclusivity(unchecked) var tops: [CGFloat] = []
  @exclusivity(unchecked) var rowIDs: [Int] = []
  /// First flat row index of each section, plus one entry past the end.
  @exclusivity(unchecked) var sectionFirstRow: [Int] = [0]
  /// Top of each section in content coordinates, plus one entry for the content's end.
  @exclusivity(unchecked) var sectionTops: [CGFloat] = [0]
  @exclusivity(unchecked) var headerHeights: [CGFloat] = []
  @exclusivity(unchecked) var footerHeights: [CGFloat] = []

  @exclusivity(unchecked) var cells = CellReuseModel()
  /// How many times the rows were replaced (a reload, a batch update): a change across a call
  /// out to the app means the app reloaded from inside it.
  @exclusivity(unchecked) var reloads = 0
  /// How deeply ``beginUpdates()`` calls are nested: while above 0, moves wait for the batch's
  /// end (see SimulatedTable+Batch.swift).
  @exclusivity(unchecked) var updateDepth = 0
  /// Whether the batch's moves are being carried out (``endUpdates()``); reloads still wait.
  @exclusivity(unchecked) var endingUpdates = false
  /// The first move made inside the running batch (most batches hold one), if any.
  @exclusivity(unchecked) var batchedMove: (from: IndexPath, to: IndexPath)?
  /// The moves made inside the running batch after ``batchedMove``, oldest first.
  @exclusivity(unchecked) var laterBatchedMoves: [(from: IndexPath, to: IndexPath)] = []
  /// The last reload asked for inside the batch, run once its moves are carried out.
  @exclusivity(unchecked) var deferredReload: (() -> Void)?

  /// Creates a table.
  /// - Parameters:
  ///   - sections: the sections, top to bottom.
  ///   - viewportSize: the size of the visible area, in points.
  ///   - contentInsets: adjusted content insets (as `adjustedContentInset` on `UITableView`).
  ///   - contentOffset: initial scroll position; defaults to the top (`-contentInsets.top`).
  ///   - estimatedRowHeight: makes the rows self-sizing (see ``estimatedRowHeight``).
  public init(
    sections: [SimulatedSection], viewportSize: CGSize, contentInsets: LayoutInsets = .zero,
    contentOffset: CGPoint? = nil, estimatedRowHeight: CGFloat? = nil
  ) {
    self.estimatedRowHeight = estimatedRowHeight
    self.viewportSize = CGSize(
      width: Swift.max(0, viewportSize.width.finiteOrZero),
      height: Swift.max(0, viewportSize.height.finiteOrZero))
    self.insets = contentInsets.sanitized
    self.offset = CGPoint(x: 0, y: -insets.top)
    laidOutSize = self.viewportSize
    rebuild(from: sections)
    if let contentOffset { self.contentOffset = contentOffset }
  }

  // MARK: - GestureTable

  public var numberOfSections: Int { headerHeights.count }

  public func numberOfRows(inSection section: Int) -> Int {
    guard section >= 0, section < numberOfSections else { return 0 }
    return sectionFirstRow[section + 1] - sectionFirstRow[section]
  }

  public func rectForRow(at indexPath: IndexPath) -> CGRect {
    guard let (section, row) = indexPath.tablePosition else { return .zero }
    return rectForRow(row, inSection: section)
  }

  public func rectForRow(_ row: Int, inSection section: Int) -> CGRect {
    guard let flat = flatIndex(section: section, row: row) else { return .zero }
    return CGRect(x: 0, y: tops[flat], width: viewportSize.width, height: heights[flat])
  }

  public func rect(forSection section: Int) -> CGRect {
    guard section >= 0, section < numberOfSections else { return .zero }
    let top = sectionTops[section]
    return CGRect(
      x: 0, y: top, width: viewportSize.width, height: sectionTops[section + 1] - top)
  }

  public func rectForHeader(inSection section: Int) -> CGRect {
    guard section >= 0, section < numberOfSections else { return .zero }
    return CGRect(
      x: 0, y: sectionTops[section], width: viewportSize.width, height: headerHeights[section])
  }

  public func rectForFooter(inSection section: Int) -> CGRect {
    guard section >= 0, section < numberOfSections else { return .zero }
    let height = footerHeights[section]
    return CGRect(
      x: 0, y: sectionTops[section + 1] - height, width: viewportSize.width, height: height)
  }

  public func indexPathForRow(at point: CGPoint) -> IndexPath? {
    guard let flat = flatRow(atY: point.y) else { return nil }
    let section = self.section(ofFlatRow: flat)
    return IndexPath(row: flat - sectionFirstRow[section], inSection: section)
  }

  public var bounds: CGRect { CGRect(origin: offset, size: viewportSize) }

  public var contentSize: CGSize {
    CGSize(width: viewportSize.width, height: sectionTops[sectionTops.count - 1])
  }

  /// The scroll position. Like `UIScrollView`, setting it does not clamp (use ``scroll(toY:)``
  /// for a clamped scroll) and calls the delegate's
  /// ``SimulatedTableDelegate/scrollViewDidScroll(_:)`` synchronously; a non-finite value is
  /// ignored. Cells are laid out lazily, at the next layout pass, as in UIKit.
  public var contentOffset: CGPoint {
    get { offset }
    set {
      guard newValue.x.isFinite, newValue.y.isFinite, newValue != offset else { return }
      offset = newValue
      cells.needsLayout = true
      delegate?.scrollViewDidScroll(self)
      for observer in scrollObservers { observer() }
    }
  }

  /// Calls `observer` after every change of ``contentOffset``, after the delegate's
  /// ``SimulatedTableDelegate/scrollViewDidScroll(_:)`` and before any layout: where key-value
  /// observing of `UIScrollView.contentOffset` calls a library on a device (a UIKit host observes
  /// the table that way; the table has one delegate, the app).
  public func addScrollObserver(_ observer: @escaping () -> Void) {
    scrollObservers.append(observer)
  }
  private var scrollObservers: [() -> Void] = []

  /// Calls `observer` with the old and the new viewport size inside the first layout pass after
  /// the size changed (``resizeViewport(to:)``), where a UIKit host hears a rotation or a window
  /// resize (see ``layoutIfNeeded()``). The table answers no cell query meanwhile.
  public func addSizeObserver(_ observer: @escaping (_ old: CGSize, _ new: CGSize) -> Void) {
    sizeObservers.append(observer)
  }
  var sizeObservers: [(CGSize, CGSize) -> Void] = []
  /// The viewport size at the last layout pass.
  @exclusivity(unchecked) var laidOutSize: CGSize = .zero
  /// The top of the visible bounds at the last layout pass that measured rows (UIKit:
  /// `_visibleBounds`), or `nil` before the first.
  @exclusivity(unchecked) var laidOutTop: CGFloat?
  /// How a layout pass keeps the content on screen still when it measures self-sizing rows
  /// after a scroll towards the top (``SelfSizingOffsetKeeping``). Default: the table's.
  public var selfSizingOffsetKeeping = SelfSizingOffsetKeeping.rowsBelowTheExposedStrip
  /// A content offset to set inside the next layout pass (``setContentOffsetInNextLayout(_:)``).
  var offsetCorrection: CGPoint?
  /// Whether the table is in a window (see ``moveToWindow(_:)``). `true` at first.
  public internal(set) var isInWindow = true
  var windowObservers: [(Bool) -> Void] = []

  public var layoutContentInsets: LayoutInsets { insets }

  public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
    guard updateDepth == 0 else { return batch(indexPath, newIndexPath) }
    // Each path is read once: Foundation's `IndexPath` accessors are calls, on every swap.
    guard let (fromSection, fromRow) = indexPath.tablePosition,
      let from = flatIndex(section: fromSection, row: fromRow),
      let (toSection, toRow) = newIndexPath.tablePosition,
      acceptsMove(fromSection: fromSection, toSection: toSection, row: toRow)
    else { return }
    let reloadsBefore = reloads
    if let dataSource,
      let refusal = inconsistency(
        movingFrom: fromSection, to: toSection, dataSource: dataSource)
    {
      // A reload from inside the questions drops the move: nothing to refuse.
      if reloads == reloadsBefore { inconsistencies.append(refusal) }
      return
    }
    // Reloaded from inside the data source's count questions: the move is gone.
    guard reloads == reloadsBefore else { return }

    let to: Int
    if toSection > fromSection {
      to = sectionFirstRow[toSection] - 1 + toRow
      for section in (fromSection + 1)...toSection { sectionFirstRow[section] -= 1 }
    } else {
      to = sectionFirstRow[toSection] + toRow
      if toSection < fromSection {
        for section in (toSection + 1)...fromSection { sectionFirstRow[section] += 1 }
      }
    }
    var index = from
    while index < to {
      swapRows(index, index + 1)
      index += 1
    }
    while index > to {
      swapRows(index, index - 1)
      index -= 1
    }
    let moved = Swift.min(from, to)...Swift.max(from, to)
    if delegate != nil {
      askHeights(ofFlatRows: moved)
      // Reloaded from inside a height question: the reload laid every row out anew.
      guard reloads == reloadsBefore else { return }
    }
    relayout(
      rows: moved, sections: Swift.min(fromSection, toSection)...Swift.max(fromSection, toSection))
    cells.needsLayout = true
    if dataSource != nil { layoutIfNeeded() }
  }

  private func swapRows(_ a: Int, _ b: Int) {
    heights.swapAt(a, b)
    rowIDs.swapAt(a, b)
    realHeights.swapAt(a, b)
    measured.swapAt(a, b)
  }

  /// Why the data source disagrees with moving a row from `fromSection` to `toSection`, or `nil`.
  /// The rows on screen after the move must equal the rows before plus or minus the moved row.
  private func inconsistency(
    movingFrom fromSection: Int, to toSection: Int, dataSource: some SimulatedTableDataSource
  ) -> SimulatedTableInconsistency? {
    let reportedSections = dataSource.numberOfSections(in: self)
    guard reportedSections == numberOfSections else {
      return SimulatedTableInconsistency(
        section: nil, expected: numberOfSections, reported: reportedSections)
    }
    for section in 0..<numberOfSections {
      var expected = numberOfRows(inSection: section)
      if section == fromSection { expected -= 1 }
      if section == toSection { expected += 1 }
      let reported = dataSource.tableView(self, numberOfRowsInSection: section)
      if reported != expected {
        return SimulatedTableInconsistency(section: section, expected: expected, reported: reported)
      }
    }
    return nil
  }

  /// Asks the delegate for the heights of `rows` (flat indexes) at their current index paths;
  /// stops at a reload from inside a question (the reload asked every height itself).
  private func askHeights(ofFlatRows rows: ClosedRange<Int>) {
    guard let delegate else { return }
    let reloadsBefore = reloads
    for flat in rows where reloads == reloadsBefore {
      let section = section(ofFlatRow: flat)
      let path = IndexPath(row: flat - sectionFirstRow[section], inSection: section)
      guard let height = delegate.tableView(self, heightForRowAt: path),
        reloads == reloadsBefore
      else { continue }
      let clean = Swift.max(0, height.finiteOrZero)
      realHeights[flat] = clean
      if estimatedRowHeight == nil || measured[flat] { heights[flat] = clean }
    }
  }

  /// Asks the delegate for every row's height again and lays the rows out with the answers, as
  /// `beginUpdates()` / `endUpdates()` with no changes does on `UITableView`. O(rows).
  public func refreshRowHeights() {
    guard !heights.isEmpty else { return }
    askHeights(ofFlatRows: 0...(heights.count - 1))
    relayout(rows: 0...(heights.count - 1), sections: 0...Swift.max(0, numberOfSections - 1))
    cells.needsLayout = true
  }

  // MARK: - Scrolling and data

  /// Scrolls so the content offset's `y` is `y`, clamped to the scrollable range
  /// (`-inset.top` … `contentHeight + inset.bottom - viewportHeight`). Non-finite values are ignored.
  public func scroll(toY y: CGFloat) {
    guard y.isFinite else { return }
    let range = contentOffsetRange
    contentOffset = CGPoint(x: offset.x, y: y.clamped(range.min, range.max))
  }

  /// Scrolls by `dy` points, clamped like ``scroll(toY:)``.
  public func scroll(by dy: CGFloat) {
    scroll(toY: offset.y + dy)
  }

  /// Changes the viewport size (a rotation or a resize). The offset is kept. The next layout
  /// pass tells the size observers (``addSizeObserver(_:)``).
  public func resizeViewport(to size: CGSize) {
    viewportSize = CGSize(
      width: Swift.max(0, size.width.finiteOrZero), height: Swift.max(0, size.height.finiteOrZero))
    cells.needsLayout = true
  }

  /// Replaces every section, as `reloadData()` does after your data source changed. Rows may be
  /// added or removed; the content offset is kept (not clamped), as on `UITableView`. Every cell
  /// goes back to the reuse pool and the visible rows are dequeued again ("reload all the data
  /// that is used to construct the table, including cells",
  /// https://developer.apple.com/documentation/uikit/uitableview/reloaddata()), so a row may
  /// show another cell afterwards even when no count changed.
  public func reloadData(_ sections: [SimulatedSection]) {
    guard !reloadsWait else {
      deferredReload = { [unowned self] in rebuild(from: sections) }
      return
    }
    rebuild(from: sections)
  }

  /// Reloads every row from the ``dataSource``, as `reloadData()` does ("reload all the data
  /// that is used to construct the table",
  /// https://developer.apple.com/documentation/uikit/uitableview/reloaddata()): the numbers of
  /// sections and rows are asked again, each row's identity through
  /// ``SimulatedTableDataSource/tableView(_:identityOfRowAt:)`` (a data source that gives none
  /// keeps the identity the table had there) and its height through the delegate (else the
  /// height its identity had). Headers and footers keep their heights. Without a data source,
  /// nothing changes. O(rows).
  public func reloadData() {
    guard let dataSource else { return }
    guard !reloadsWait else {
      deferredReload = { [unowned self] in reloadData() }
      return
    }
    var heightOfID: [Int: CGFloat] = [:]
    for (flat, id) in rowIDs.enumerated() { heightOfID[id] = realHeights[flat] }
    var nextID = (rowIDs.max() ?? -1) + 1
    let sectionCount = Swift.max(0, dataSource.numberOfSections(in: self))
    let newSections = (0..<sectionCount).map { section in
      let rows = Swift.max(0, dataSource.tableView(self, numberOfRowsInSection: section))
      var ids: [Int] = []
      var rowHeights: [CGFloat] = []
      for row in 0..<rows {
        let path = IndexPath(row: row, inSection: section)
        let known = dataSource.tableView(self, identityOfRowAt: path) ?? rowID(at: path)
        let id = known ?? nextID
        if known == nil { nextID += 1 }
        ids.append(id)
        rowHeights.append(
          delegate?.tableView(self, heightForRowAt: path) ?? heightOfID[id] ?? 44)
      }
      let old = section < numberOfSections
      return SimulatedSection(
        headerHeight: old ? headerHeights[section] : 0,
        footerHeight: old ? footerHeights[section] : 0, rowHeights: rowHeights, rowIDs: ids)
    }
    rebuild(from: newSections)
  }

  /// The current sections, with each row's height and identity, top to bottom.
  public var sections: [SimulatedSection] {
    (0..<numberOfSections).map { section in
      let range = sectionFirstRow[section]..<sectionFirstRow[section + 1]
      return SimulatedSection(
        headerHeight: headerHeights[section], footerHeight: footerHeights[section],
        rowHeights: Array(heights[range]), rowIDs: Array(rowIDs[range]))
    }
  }

  /// The row identities of every section, top to bottom: the order on screen.
  public var rowOrder: [[Int]] {
    (0..<numberOfSections).map { Array(rowIDs[sectionFirstRow[$0]..<sectionFirstRow[$0 + 1]]) }
  }

  /// The identity of the row at `indexPath`, or `nil` when there is no such row.
  public func rowID(at indexPath: IndexPath) -> Int? {
    flatIndex(of: indexPath).map { rowIDs[$0] }
  }

  /// Where the row with identity `id` is now, or `nil` when no row has it. O(rows).
  public func indexPath(ofRowID id: Int) -> IndexPath? {
    guard let flat = rowIDs.firstIndex(of: id) else { return nil }
    let section = section(ofFlatRow: flat)
    return IndexPath(row: flat - sectionFirstRow[section], inSection: section)
  }

  /// The total number of rows in all sections.
  public var totalRowCount: Int { heights.count }

  // MARK: - Storage

  func flatIndex(of indexPath: IndexPath) -> Int? {
    guard let (section, row) = indexPath.tablePosition else { return nil }
    return flatIndex(section: section, row: row)
  }

  /// The flat index of the row `row` of `section`, or `nil` when there is no such row.
  func flatIndex(section: Int, row: Int) -> Int? {
    guard section >= 0, section < numberOfSections else { return nil }
    let first = sectionFirstRow[section]
    guard row >= 0, row < sectionFirstRow[section + 1] - first else { return nil }
    return first + row
  }

  /// The flat index of the row whose rect contains `y`, by binary search over row tops.
  func flatRow(atY y: CGFloat) -> Int? {
    guard y.isFinite, !tops.isEmpty else { return nil }
    var low = 0
    var high = tops.count
    while low < high {
      let mid = (low + high) / 2
      if tops[mid] <= y { low = mid + 1 } else { high = mid }
    }
    let candidate = low - 1
    guard candidate >= 0, y < tops[candidate] + heights[candidate] else { return nil }
    return candidate
  }

  /// The section holding flat row `flat`: the last section whose first row is at or before it.
  func section(ofFlatRow flat: Int) -> Int {
    var low = 0
    var high = numberOfSections
    while low < high {
      let mid = (low + high) / 2
      if sectionFirstRow[mid] <= flat { low = mid + 1 } else { high = mid }
    }
    return Swift.max(0, low - 1)
  }

  /// Replaces the rows. `keepingCells`: each surviving row keeps its cell (a batch update:
  /// insertions and deletions leave the other rows' cells alone); otherwise every cell goes back
  /// to the reuse pool (`reloadData()`).
  func rebuild(from newSections: [SimulatedSection], keepingCells: Bool = false) {
    reloads &+= 1
    let total = newSections.reduce(0) { $0 + $1.rowHeights.count }
    heights = []
    rowIDs = []
    realHeights = []
    heights.reserveCapacity(total)
    rowIDs.reserveCapacity(total)
    realHeights.reserveCapacity(total)
    let estimate = estimatedRowHeight.map { Swift.max(0, $0.finiteOrZero) }
    headerHeights = newSections.map { Swift.max(0, $0.headerHeight.finiteOrZero) }
    footerHeights = newSections.map { Swift.max(0, $0.footerHeight.finiteOrZero) }
    sectionFirstRow = [0]
    sectionFirstRow.reserveCapacity(newSections.count + 1)
    for section in newSections {
      for (row, height) in section.rowHeights.enumerated() {
        let id = section.rowIDs.flatMap { row < $0.count ? $0[row] : nil } ?? heights.count
        let real = Swift.max(0, height.finiteOrZero)
        realHeights.append(real)
        heights.append(estimate ?? real)
        rowIDs.append(id)
      }
      sectionFirstRow.append(heights.count)
    }
    measured = Array(repeating: estimate == nil, count: total)
    tops = Array(repeating: 0, count: total)
    sectionTops = Array(repeating: 0, count: newSections.count + 1)
    if total > 0 || !newSections.isEmpty {
      relayout(rows: 0...Swift.max(0, total - 1), sections: 0...Swift.max(0, newSections.count - 1))
    }
    if keepingCells {
      cells.needsLayout = true
    } else {
      cells.reset()
    }
  }

  /// Recomputes the tops of the rows in `rows` and of the sections after the first one in
  /// `sections`, plus the end of the last one. Rows and sections outside are unaffected by any
  /// move whose two ends lie inside these ranges, because the content before them is unchanged.
  func relayout(rows: ClosedRange<Int>, sections: ClosedRange<Int>) {
    guard numberOfSections > 0 else {
      sectionTops = [0]
      return
    }
    for section in sections {
      if section > sections.lowerBound { sectionTops[section] = sectionEnd(section - 1) }
      let first = sectionFirstRow[section]
      let end = sectionFirstRow[section + 1]
      var row = Swift.max(first, rows.lowerBound)
      while row < end, row <= rows.upperBound {
        tops[row] =
          row == first
          ? sectionTops[section] + headerHeights[section]
          : tops[row - 1]
            + heights[row - 1]
        row += 1
      }
    }
    if sections.upperBound == numberOfSections - 1 {
      sectionTops[numberOfSections] = sectionEnd(numberOfSections - 1)
    }
  }

  private func sectionEnd(_ section: Int) -> CGFloat {
    let first = sectionFirstRow[section]
    let end = sectionFirstRow[section + 1]
    let rowsEnd =
      end > first ? tops[end - 1] + heights[end - 1] : sectionTops[section] + headerHeights[section]
    return rowsEnd + footerHeights[section]
  }
}
