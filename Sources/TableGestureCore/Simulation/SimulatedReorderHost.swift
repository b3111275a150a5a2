import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A ``ReorderHost`` on a ``SimulatedTable``: runs the same ``ReorderController`` a device runs,
/// and records what a device would show and tell.
///
/// Use it to test your own drag code without UIKit:
/// ```swift
/// let table = SimulatedTable(sections: [.uniform(rows: 20, height: 44)], viewportSize: size)
/// let host = SimulatedReorderHost(table: table, policy: myPolicy)
/// host.controller.handleGesture(.began, at: CGPoint(x: 100, y: 30))
/// host.controller.handleGesture(.changed, at: CGPoint(x: 100, y: 200))
/// host.controller.handleGesture(.ended, at: CGPoint(x: 100, y: 200))
/// host.completeSettle()
/// ```
/// The settle animation does not end by itself: call ``completeSettle()`` (as UIKit's animation
/// completion would), or leave it running to test what happens meanwhile. To press as a finger
/// does — the 0.5 s rest, the 10 pt allowance, the table's pan alongside — drive the host with
/// ``SimulatedDragPress``, which runs the gesture arbitration and calls the controller as the
/// UIKit skin's recognizer would.
///
/// On a collection-view list, make it with ``init(list:policy:options:)``: the same host and
/// controller, the dragged item's cell concealed as the kit's list host does
/// (``SimulatedList/setConcealed(_:ofCell:)``, which the list's layout passes leave alone), and
/// ``checkListLayout()`` for a layout object replaced mid-drag. Put the app's policy behind
/// ``ListReorderPolicy`` so that the drag keeps to list sections.
@_spi(Headless) public final class SimulatedReorderHost<Policy: ReorderPolicy>: ReorderHost {
  /// What the host was asked to show or tell, in order.
  public enum Record: Hashable, Sendable {
    /// The delegate heard that a drag of the row at this index path is about to lift it.
    case dragWillBegin(IndexPath)
    /// The delegate heard that the row was dropped.
    case dragDidEnd(from: IndexPath, to: IndexPath)
    /// The delegate heard that the drag was cancelled, with where the row rests (`nil` after a
    /// data change).
    case dragDidCancel(IndexPath?)
    /// A haptic was played for this moment.
    case haptic(ReorderHaptic)
    /// The haptic engine was readied.
    case prepareHaptic
    /// VoiceOver was told the row's new position, in a section of `rowCount` rows.
    case announce(IndexPath, rowCount: Int)
    /// The long-press recognizer was told to stop reporting the touch.
    case stopGesture
    /// The table was asked for every row's height again.
    case refreshRowHeights
  }

  /// The table.
  public let table: SimulatedTable
  public var reorderPolicy: Policy
  /// The controller, owned by the host as the UIKit skin owns its own.
  public private(set) lazy var controller = ReorderController(host: self)
  /// Everything recorded so far, oldest first.
  public private(set) var records: [Record] = []
  /// The lifted snapshot's frame, or `nil` when there is none.
  public private(set) var snapshotFrame: CGRect?
  /// The frame the snapshot is settling into, or `nil` when no settle animation runs.
  public private(set) var settlingFrame: CGRect?
  /// Whether the running settle fades the snapshot out in place (Reduce Motion).
  public private(set) var settleFades = false
  /// How many snapshots have been made.
  public private(set) var snapshotsMade = 0
  public var isScrollEnabled = true
  /// Whether the display-frame ticks run.
  public private(set) var frameTicksRunning = false
  /// Called inside each record, when it is made: put code here that a real app would run at that
  /// moment (a delegate method calling back into the library).
  public var onRecord: ((Record) -> Void)?
  private var settleID: Int?

  /// The collection-view list the table belongs to, or `nil` for a table host.
  public let list: SimulatedList?
  /// How the host hides the dragged item's cell on ``list``. Default
  /// ``SimulatedListCellHiding/layerMask`` (the kit's way); the others show the list undoing the
  /// table's.
  public var listHiding = SimulatedListCellHiding.layerMask
  /// The ``SimulatedList/layoutGeneration`` the host last saw.
  private var seenLayoutGeneration = 0

  /// Creates a host for `table` that answers the controller with `policy` and drags with `options`.
  public convenience init(
    table: SimulatedTable, policy: Policy, options: ReorderOptions = ReorderOptions()
  ) {
    self.init(table: table, list: nil, policy: policy, options: options)
  }

  /// Creates the host for `list` (a collection-view list: the same host and controller on the
  /// list's ``SimulatedList/table``), hiding the dragged item's cell by ``listHiding``. Put
  /// `policy` behind ``ListReorderPolicy`` for the list gate.
  public convenience init(
    list: SimulatedList, policy: Policy, options: ReorderOptions = ReorderOptions()
  ) {
    self.init(table: list.table, list: list, policy: policy, options: options)
  }

  private init(
    table: SimulatedTable, list: SimulatedList?, policy: Policy, options: ReorderOptions
  ) {
    self.table = table
    self.list = list
    seenLayoutGeneration = list?.layoutGeneration ?? 0
    reorderPolicy = policy
    controller.options = options
    // UIKit's skin observes the content offset (key-value observing) the same way.
    table.addScrollObserver { [weak self] in self?.controller.tableDidScroll() }
  }

  /// Checks whether the list's layout object was replaced since the last check, and if so tells
  /// the controller as after a reload (``ReorderController/tableDidReloadData()``): a drag under
  /// way is cancelled (each-swap commits stay; an on-drop drag's moves are undone by a reload).
  /// The kit's list host compares `collectionViewLayout` where its swipe host does: at each
  /// recognizer callback, before the controller hears it. Nothing on a table host.
  public func checkListLayout() {
    guard let list, list.layoutGeneration != seenLayoutGeneration else { return }
    seenLayoutGeneration = list.layoutGeneration
    controller.tableDidReloadData()
  }

  /// Ends the running settle animation, as its UIKit completion would.
  public func completeSettle() {
    guard let settleID else { return }
    self.settleID = nil
    controller.snapshotDidSettle(settleID)
  }

  private func record(_ record: Record) {
    records.append(record)
    onRecord?(record)
  }

  // MARK: - ReorderHost

  public var reorderTable: SimulatedTable? { table }

  public func showSnapshot(ofRowAt indexPath: IndexPath, frame: CGRect) {
    snapshotFrame = frame
    snapshotsMade += 1
  }
  /// Moves the snapshot's centre only, keeping its size, as a view whose `center` is set does
  /// (a size change comes through ``resizeSnapshot(to:)``).
  public func moveSnapshot(to frame: CGRect) {
    guard let size = snapshotFrame?.size else { return }
    snapshotFrame = CGRect(
      x: frame.midX - size.width / 2, y: frame.midY - size.height / 2, width: size.width,
      height: size.height)
  }
  public func resizeSnapshot(to frame: CGRect) {
    guard snapshotFrame != nil else { return }
    snapshotFrame = frame
  }
  public func dropSnapshot(into frame: CGRect, fading: Bool, settleID: Int) {
    snapshotFrame = nil
    settlingFrame = frame
    settleFades = fading
    self.settleID = settleID
  }
  public func removeSnapshot() {
    snapshotFrame = nil
    settlingFrame = nil
    settleID = nil
  }

  public func cell(showingRowAt indexPath: IndexPath, in table: SimulatedTable) -> Int? {
    table.cellForRow(at: indexPath)
  }
  public func indexPath(showing cell: Int, in table: SimulatedTable) -> IndexPath? {
    table.indexPath(forCell: cell)
  }
  public func reconfigureRow(at indexPath: IndexPath) { table.reconfigureRows(at: [indexPath]) }
  /// On a list hiding with ``SimulatedListCellHiding/layerMask``, as the kit's list host.
  public var hidesCellsWithItsOwnProperty: Bool { list != nil && listHiding == .layerMask }
  public func layoutTableIfNeeded() { table.layoutIfNeeded() }
  public var tableNeedsLayout: Bool { table.needsLayout }
  public func isHidden(_ cell: Int) -> Bool {
    guard let list else { return table.isCellHidden(cell) }
    switch listHiding {
    case .layerMask: return list.isConcealed(cell)
    case .isHidden: return table.isCellHidden(cell)
    case .alpha: return list.alpha(ofCell: cell) == 0
    }
  }
  public func setHidden(_ hidden: Bool, for cell: Int) {
    guard let list else { return table.setCellHidden(cell, hidden) }
    switch listHiding {
    case .layerMask: list.setConcealed(hidden, ofCell: cell)
    case .isHidden: table.setCellHidden(cell, hidden)
    case .alpha: list.setAlpha(hidden ? 0 : 1, ofCell: cell)
    }
  }

  public var dataSourceMovesRows: Bool { table.dataSource?.movesRowsItself ?? false }
  public func reloadTable() { table.reloadData() }

  public func setFrameTicksRunning(_ running: Bool) { frameTicksRunning = running }
  public func stopGesture() { record(.stopGesture) }
  public func prepareHaptic() { record(.prepareHaptic) }
  public func playHaptic(_ moment: ReorderHaptic) { record(.haptic(moment)) }
  public func announceMove(to indexPath: IndexPath, rowCount: Int) {
    record(.announce(indexPath, rowCount: rowCount))
  }
  public func refreshRowHeights() {
    table.refreshRowHeights()
    record(.refreshRowHeights)
  }

  public func dragWillBegin(at indexPath: IndexPath) { record(.dragWillBegin(indexPath)) }
  public func dragDidEnd(from: IndexPath, to: IndexPath) { record(.dragDidEnd(from: from, to: to)) }
  public func dragDidCancel(restingAt indexPath: IndexPath?) { record(.dragDidCancel(indexPath)) }
}
