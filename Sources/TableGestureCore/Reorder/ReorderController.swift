import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The whole life of drag-to-reorder on one table: lift, follow, frame ticks, drop, cancel, the
/// settle animation's end, scrolling turned off and given back, the dragged row's cell hidden and
/// shown, haptic moments, VoiceOver steps, reloads and turning dragging off mid-drag.
///
/// It owns a ``ReorderSession`` (the state machine) and carries out its answers through a
/// ``ReorderHost``. The UIKit skin and the simulator run this same class, so the path tested here
/// is the path a device runs.
///
/// **Re-entrancy.** The host's and the app's code runs inside the controller's calls (UIKit asks
/// for cells and heights inside `moveRow(at:to:)`, calls `scrollViewDidScroll` inside a
/// `contentOffset` change, the app's delegate runs inside every event). From there any public
/// member may be called again, with these outcomes, none of which traps:
/// - reads (``dataIndexPath(forDisplayed:)``, ``isDragging``, ``draggedRow``, ``session``) see a
///   consistent state; ``dataIndexPath(forDisplayed:)`` already reflects a move UIKit is carrying
///   out;
/// - ``tableDidReloadData()`` and ``disable()`` take effect as soon as the outer event returns;
/// - a nested event (a gesture phase, a frame, a VoiceOver step) is refused: it is ignored and
///   ``step(rowAt:direction:)`` returns `false`.
///
/// Cell visibility: only the cell showing the dragged row is hidden, and only while that row is
/// in the visible bounds. When the dragged row leaves a cell, the cell gets back the `isHidden` it
/// had — unless the app changed it meanwhile (then the app's value stays). Nothing is written to
/// a cell that has left the screen (UIKit may keep reusable cells as hidden subviews): such a cell
/// is remembered and gets its value back when it is next seen on screen showing another row — at
/// the controller's next call, during the drag or after it.
public final class ReorderController<Host: ReorderHost> {
  /// The host; held weakly (the host owns the controller).
  public private(set) weak var host: Host?
  /// Tuning, handed to the session when a drag begins.
  public var options: ReorderOptions
  /// Whether lift, swap and drop play haptics. Default `true`.
  public var hapticsEnabled = true
  /// The state machine, as of the end of the last event (a read from inside an event sees the
  /// state before it).
  public private(set) var session: ReorderSession
  /// Whether the controller still takes events: `false` after ``disable()``.
  public private(set) var isEnabled = true
  /// The session's answer to the last event the controller ran, for hosts that describe what
  /// happened (the simulator's log); `nil` before the first.
  public private(set) var lastUpdate: ReorderUpdate?

  /// How long, in seconds, the haptic engine stays ready after it was prepared; the controller
  /// prepares it again on the frame ticks once this has passed.
  static var hapticReadiness: TimeInterval { 1 }

  /// The displayed-to-data mapping, kept up to date *during* moves (see ``dataIndexPath(forDisplayed:)``).
  private var mapping = ReorderDisplayMapping.identity
  /// How deeply the controller's calls are nested (0 outside any call).
  private var depth = 0
  private var pendingCancel: ReorderCancelReason?
  private var pendingDisable = false
  /// The app's `isScrollEnabled`, kept while a drag has it turned off.
  private var appScrollEnabled: Bool?
  /// The cell hidden for the dragged row and the `isHidden` it had before.
  private var hiddenCell: (cell: Host.Cell, appValue: Bool)?
  /// Cells hidden for the dragged row that left the screen while hidden, with their values.
  private var strandedCells: [Host.Cell: Bool] = [:]
  /// The identity of the settle animation under way, if any.
  private var settling: Int?
  private var settleCount = 0
  /// When the haptic engine was last readied, in frame time; `nil` until a frame stamps it.
  private var hapticPreparedAt: TimeInterval?
  /// Whether the engine was readied since the last frame (the next frame stamps the time).
  private var hapticPreparedSinceFrame = false

  /// Makes a controller for `host`.
  public init(host: Host, options: ReorderOptions = ReorderOptions()) {
    self.host = host
    self.options = options
    session = ReorderSession(options: options)
  }

  // MARK: - Reads

  /// Whether a drag is in progress.
  public var isDragging: Bool { session.isDragging }

  /// Where the dragged row is on screen, or `nil` when idle.
  public var draggedRow: IndexPath? { session.activeDrag?.currentIndexPath }

  /// Where the app's data holds the row the table shows at `displayed`: differs from `displayed`
  /// only during an ``ReorderCommitMode/onDrop`` drag that has moved the row on screen. Right
  /// inside a move too: UIKit's questions asked inside `moveRow(at:to:)` (cells, heights) map
  /// with the move already counted.
  public func dataIndexPath(forDisplayed displayed: IndexPath) -> IndexPath {
    mapping.dataIndexPath(forDisplayed: displayed)
  }

  // MARK: - Events

  /// Whether a long press at `point` (content coordinates) may start a drag: the controller is
  /// idle, enabled and not inside another call, none of the table's other gestures owns the press
  /// (`context`, see ``ReorderGestureConflict``), and the session finds a draggable row there.
  /// Readies the haptic engine when the answer is yes (the lift comes next).
  public func canBeginDrag(
    at point: CGPoint, context: ReorderGestureContext = ReorderGestureContext()
  )
    -> Bool
  {
    guard depth == 0, isEnabled, !session.isDragging, context.conflict == nil, let host,
      let table = host.reorderTable
    else { return false }
    if !strandedCells.isEmpty {
      host.layoutTableIfNeeded()
      reconcileStranded(except: nil, on: host)
    }
    guard ReorderSession.draggableRow(at: point, in: table, policy: host.reorderPolicy) != nil
    else { return false }
    if hapticsEnabled { host.prepareHaptic() }
    return true
  }

  /// The long press reported `phase` at `point` (content coordinates): began lifts the row,
  /// changed follows the finger, ended drops, cancelled and failed cancel. Refused while nested
  /// in another call.
  public func handleGesture(_ phase: GesturePhase, at point: CGPoint) {
    switch phase {
    case .began: lift(at: point)
    case .changed:
      perform { table, session, policy in session.move(to: point, in: table, policy: &policy) }
    case .ended: perform { table, session, policy in session.end(in: table, policy: &policy) }
    case .cancelled, .failed: cancel(.gestureCancelled)
    case .possible: break
    }
  }

  /// A display frame at `timestamp` (seconds): autoscroll and swaps under a still finger. A
  /// table that left its window cancels the drag (``ReorderCancelReason/tableLeftWindow``).
  public func displayFrame(at timestamp: TimeInterval, isInWindow: Bool) {
    guard isInWindow else {
      cancel(.tableLeftWindow)
      return
    }
    perform { table, session, policy in session.tick(at: timestamp, in: table, policy: &policy) }
    keepHapticsReady(at: timestamp)
  }

  /// The app reloaded the table: a drag in progress is cancelled without committing more and the
  /// snapshot removed at once. Inside another call, takes effect when that call returns.
  public func tableDidReloadData() {
    guard depth == 0 else {
      pendingCancel = .dataChanged
      return
    }
    cancel(.dataChanged)
  }

  /// Turns dragging off for good: a drag in progress is cancelled
  /// (``ReorderCancelReason/dragDisabled``), the snapshot removed at once, every cell and the
  /// scroll flag given back, the frame ticks stopped. Inside another call, takes effect when
  /// that call returns.
  public func disable() {
    guard depth == 0 else {
      pendingDisable = true
      return
    }
    guard isEnabled else { return }
    cancel(.dragDisabled)
    isEnabled = false
    finishSettling()
    host?.setFrameTicksRunning(false)
  }

  /// The settle animation numbered `settleID` finished: the snapshot goes and every cell gets its
  /// visibility back. A stale number (a newer drag began since) is ignored.
  public func snapshotDidSettle(_ settleID: Int) {
    guard settling == settleID else { return }
    finishSettling()
  }

  /// VoiceOver's "Move up" / "Move down" for the row at `indexPath`: the same policy and delegate
  /// calls as a drag, then an announcement of the new position. `false` when the row cannot move
  /// that way, a drag is in progress, dragging is off, or the call is nested in another.
  @discardableResult
  public func step(rowAt indexPath: IndexPath, direction: ReorderStepDirection) -> Bool {
    guard depth == 0, isEnabled, !session.isDragging, let host, let table = host.reorderTable,
      ReorderSession.stepDestination(
        for: indexPath, direction: direction, in: table, policy: host.reorderPolicy) != nil
    else { return false }
    finishSettling()
    var moved = false
    nested {
      host.dragWillBegin(at: indexPath)
      var policy = MappingPolicy(base: host.reorderPolicy, owner: self)
      let target = ReorderSession.step(
        indexPath, direction: direction, in: table, policy: &policy, rowMoves: options.rowMoves)
      host.reorderPolicy = policy.base
      guard let target else { return }
      moved = true
      host.dragDidEnd(from: indexPath, to: target)
      host.announceMove(to: target, rowCount: table.numberOfRows(inSection: target.tableSection))
    }
    return moved
  }

  // MARK: - Mechanics

  /// Runs `body` as one event: nested calls see `depth > 0`, and what they deferred runs after.
  private func nested(_ body: () -> Void) {
    depth += 1
    body()
    depth -= 1
    guard depth == 0 else { return }
    if pendingDisable {
      pendingDisable = false
      pendingCancel = nil
      disable()
    } else if let reason = pendingCancel {
      pendingCancel = nil
      cancel(reason)
    }
  }

  /// Runs one session event on a copy of the session (so that nothing holds the stored session
  /// while the table and the app run), stores the result and puts it on screen.
  private func perform(
    _ event: (Host.Table, inout ReorderSession, inout MappingPolicy) -> ReorderUpdate
  ) {
    guard depth == 0, isEnabled, let host, let table = host.reorderTable else { return }
    nested {
      var working = session
      working.options.swapHysteresis = options.swapHysteresis
      working.options.autoscroll = options.autoscroll
      var policy = MappingPolicy(base: host.reorderPolicy, owner: self)
      let update = event(table, &working, &policy)
      lastUpdate = update
      session = working
      mapping = working.displayMapping
      host.reorderPolicy = policy.base
      show(update, on: host, table: table)
    }
  }

  private func cancel(_ reason: ReorderCancelReason) {
    perform { table, session, policy in session.cancel(reason, in: table, policy: &policy) }
  }

  private func lift(at point: CGPoint) {
    guard depth == 0, isEnabled, !session.isDragging else { return }
    finishSettling()
    session.options = options
    perform { table, session, policy in session.begin(at: point, in: table, policy: policy) }
    if !session.isDragging { host?.stopGesture() }
  }

  /// Puts the session's answer on screen and tells the app.
  private func show(_ update: ReorderUpdate, on host: Host, table: Host.Table) {
    guard !update.ignored else { return }
    switch update.event {
    case .began(let indexPath)?:
      host.dragWillBegin(at: indexPath)
      appScrollEnabled = host.isScrollEnabled
      host.isScrollEnabled = false
      if let frame = update.snapshotFrame { host.showSnapshot(ofRowAt: indexPath, frame: frame) }
      play(.lift, on: host)
      host.setFrameTicksRunning(true)
      reconcileCells(hiddenRow: update.hiddenRow, on: host, table: table)
    case .ended(let from, let to)?:
      endDrag(on: host)
      if from != to, session.options.commitMode == .onDrop { host.refreshRowHeights() }
      host.dragDidEnd(from: from, to: to)
      play(.drop, on: host)
      settle(update, on: host, table: table)
    case .cancelled?:
      endDrag(on: host)
      host.dragDidCancel(restingAt: update.restingRow)
      settle(update, on: host, table: table)
    case nil:
      if let frame = update.snapshotFrame { host.moveSnapshot(to: frame) }
      if update.moveCount > 0 { play(.swap, on: host) }
      reconcileCells(hiddenRow: update.hiddenRow, on: host, table: table)
    }
  }

  private func play(_ moment: ReorderHaptic, on host: Host) {
    guard hapticsEnabled else { return }
    host.playHaptic(moment)
    guard moment != .drop else { return }
    host.prepareHaptic()
    hapticPreparedSinceFrame = true
  }

  /// Prepares the haptic engine again on a frame tick once the last preparation has worn off, so
  /// a swap or the drop never waits for the engine to wake.
  private func keepHapticsReady(at timestamp: TimeInterval) {
    guard hapticsEnabled, session.isDragging, timestamp.isFinite, let host else { return }
    if hapticPreparedSinceFrame {
      hapticPreparedSinceFrame = false
      hapticPreparedAt = timestamp
      return
    }
    if let last = hapticPreparedAt, timestamp >= last, timestamp - last < Self.hapticReadiness {
      return
    }
    host.prepareHaptic()
    hapticPreparedAt = timestamp
  }

  /// Stops the frame ticks, gives scrolling back and stops the recognizer if it still runs.
  private func endDrag(on host: Host) {
    host.setFrameTicksRunning(false)
    if let appScrollEnabled { host.isScrollEnabled = appScrollEnabled }
    appScrollEnabled = nil
    hapticPreparedAt = nil
    hapticPreparedSinceFrame = false
    host.stopGesture()
  }

  /// Starts the settle animation into the row's resting slot, which stays hidden under it (a
  /// cancelled on-drop drag has just moved the row back); without a settle frame (the data
  /// changed) removes the snapshot and gives the cells back at once.
  private func settle(_ update: ReorderUpdate, on host: Host, table: Host.Table) {
    guard let frame = update.settleFrame else {
      finishSettling()
      return
    }
    reconcileCells(hiddenRow: update.restingRow, on: host, table: table)
    settleCount &+= 1
    settling = settleCount
    host.dropSnapshot(into: frame, settleID: settleCount)
  }

  /// Removes any snapshot now and gives every cell the library hid its visibility back (those
  /// off screen when they come back).
  private func finishSettling() {
    guard let host else { return }
    settling = nil
    host.removeSnapshot()
    // The hidden cell first, before a layout pass lets the app configure it for another row.
    reconcileCells(hiddenRow: nil, on: host, table: nil)
  }

  /// Hides exactly the cell showing `hiddenRow` while that row is in the visible bounds, and
  /// gives back the visibility of any cell that no longer shows it.
  private func reconcileCells(hiddenRow: IndexPath?, on host: Host, table: Host.Table?) {
    var visibleRow = hiddenRow
    if let row = hiddenRow, let table {
      let rect = table.rectForRow(at: row)
      let bounds = table.bounds
      if rect.maxY <= bounds.minY || rect.minY >= bounds.maxY { visibleRow = nil }
    }
    // Give the cell back before asking for cells: asking may lay the table out and send a cell
    // that scrolled away to the reuse pool while it is still hidden.
    if let hidden = hiddenCell, visibleRow == nil {
      release(hidden.cell, appValue: hidden.appValue, on: host)
      hiddenCell = nil
    }
    var target: Host.Cell?
    if let visibleRow {
      target = host.cell(showingRowAt: visibleRow)
      if let hidden = hiddenCell, hidden.cell != target {
        release(hidden.cell, appValue: hidden.appValue, on: host)
        hiddenCell = nil
      }
      if let target, hiddenCell == nil {
        let appValue = strandedCells.removeValue(forKey: target) ?? host.isHidden(target)
        hiddenCell = (target, appValue)
        host.setHidden(true, for: target)
      } else if let target, !host.isHidden(target) {
        // The cell went through a layout pass inside this event (reused, then handed back to
        // the dragged row) and was configured again.
        host.setHidden(true, for: target)
      }
    }
    guard !strandedCells.isEmpty else { return }
    // A remembered cell may be reused for another row in this very layout pass.
    host.layoutTableIfNeeded()
    reconcileStranded(except: target, on: host)
  }

  /// Gives a cell the library hid its value back, if it is on screen and the app has not
  /// changed it since; a cell off screen is remembered instead and nothing is written to it.
  private func release(_ cell: Host.Cell, appValue: Bool, on host: Host) {
    guard host.isOnScreen(cell) else {
      strandedCells[cell] = appValue
      return
    }
    if host.isHidden(cell) { host.setHidden(appValue, for: cell) }
  }

  /// Gives back the values of remembered cells that came back on screen showing another row
  /// than the dragged one (`target` is the dragged row's cell).
  private func reconcileStranded(except target: Host.Cell?, on host: Host) {
    for (cell, appValue) in strandedCells where cell != target && host.isOnScreen(cell) {
      strandedCells[cell] = nil
      if host.isHidden(cell) { host.setHidden(appValue, for: cell) }
    }
  }

  /// The host's policy, plus keeping ``ReorderController/mapping`` right while the table moves
  /// the dragged row.
  struct MappingPolicy: ReorderPolicy {
    var base: Host.Policy
    unowned let owner: ReorderController

    func canDragRow(at indexPath: IndexPath, touchPoint: CGPoint?) -> Bool {
      base.canDragRow(at: indexPath, touchPoint: touchPoint)
    }
    func canMoveRow(to indexPath: IndexPath) -> Bool { base.canMoveRow(to: indexPath) }
    func targetIndexPath(forMoveFrom original: IndexPath, proposed: IndexPath) -> IndexPath {
      base.targetIndexPath(forMoveFrom: original, proposed: proposed)
    }
    mutating func commitMove(from: IndexPath, to: IndexPath) { base.commitMove(from: from, to: to) }
    mutating func rowWillMove(from: IndexPath, to: IndexPath) {
      base.rowWillMove(from: from, to: to)
      if owner.mapping.original != nil { owner.mapping.current = to }
    }
  }
}
