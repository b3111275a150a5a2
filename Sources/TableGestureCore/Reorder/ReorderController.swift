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
/// Cell visibility: only the cell showing the dragged row (or, while the snapshot settles, the
/// resting row) is hidden, and only while that row is in the visible bounds. When the row leaves
/// a cell, the cell gets back the `isHidden` it had — unless the app changed it meanwhile (then
/// the app's value stays) — at once, even when the cell has already left the screen for the
/// reuse pool: UIKit hides a reusable cell with a flag of its own, separate from `isHidden`
/// (decompiled UIKitCore 26.1: `-[UITableViewCell _setHiddenForReuse:]`, and
/// `-[UITargetedPreview _isVisible]` tests `isHidden` and `_isHiddenForReuse` apart), so the
/// write shows nothing while the cell waits, and a cell left hidden would come back blank for
/// another row. No cell stays hidden once a drag and its settle are over.
///
/// **Cost.** The per-event path (a finger move, a display frame) is `@inlinable`, so the module
/// that names the host (the UIKit skin, an app, the benchmarks) compiles it for its own host,
/// table and policy types: unspecialised across modules, run-time generic-metadata look-ups were
/// most of an event's cost (Benchmarks/instructions.sh).
///
/// **Exclusivity.** The stored properties are `@exclusivity(unchecked)`: every access to them is
/// instantaneous (a read, a write, or a mutation that calls out to no host, table or app code),
/// but for the event's own session (`eventSession`), policy (`eventPolicy`) and answer
/// (`lastUpdateStorage`, which ``lastUpdate`` does not read inside a call), changed in place
/// while the table and the app run, which only an event reaches; and the controller is used from
/// one thread (the main one), where the `depth` re-entrancy guard refuses nested events. So no
/// two accesses can overlap and the run-time checks, a tenth of an event's cost, can never fire.
@_spi(Headless) public final class ReorderController<Host: ReorderHost> {
  /// The host; held weakly (the host owns the controller).
  public var host: Host? { hostStorage }
  @exclusivity(unchecked) @usableFromInline weak var hostStorage: Host?
  /// Tuning, handed to the session when a drag begins. A change of the swap hysteresis or the
  /// autoscroll ramp mid-drag takes effect at the next event (the commit mode and who moves rows
  /// stay the drag's).
  @exclusivity(unchecked) public var options: ReorderOptions {
    didSet { optionsChanged = true }
  }
  /// Whether ``options`` changed since the last event handed its tuning to the session: the
  /// next event does, where every event copied it (Benchmarks/README.md).
  @exclusivity(unchecked) @usableFromInline var optionsChanged = false
  /// Whether lift, swap and drop play haptics. Default `true`.
  @exclusivity(unchecked) public var hapticsEnabled = true
  /// Whether the system's Reduce Motion setting is on; the host sets it before each drag (UIKit:
  /// `UIAccessibility.isReduceMotionEnabled`). With it on the lifted row does not grow
  /// (``LiftAppearance/reducingMotion(_:)``) and the drop is a cross-fade instead of a slide: the
  /// row shows in its slot at once while the snapshot fades out where it was dropped.
  @exclusivity(unchecked) public var reduceMotion = false
  /// The state machine, as of the end of the last event (a read from inside an event sees the
  /// state before it).
  public var session: ReorderSession { sessionStorage }
  @exclusivity(unchecked) @usableFromInline var sessionStorage: ReorderSession
  /// The session the running event changes in place; outside events, equal to
  /// ``sessionStorage`` (every write to that one outside an event is made to both), so an event
  /// copies the session once, at its end, to publish it.
  ///
  /// Why two: a read from inside an event sees ``sessionStorage``, the state before it; copied
  /// into a local at the start of every event and back at its end, the session (177 bytes) cost
  /// two `memcpy` calls an event, about 29 instructions each (Benchmarks/README.md).
  @exclusivity(unchecked) @usableFromInline var eventSession: ReorderSession
  /// Whether the controller still takes events: `false` after ``disable()``.
  public var isEnabled: Bool { enabledStorage }
  @exclusivity(unchecked) @usableFromInline var enabledStorage = true
  /// The session's answer to the last event the controller ran, for hosts that describe what
  /// happened (the simulator's log); `nil` before the first, and inside a call of the
  /// controller (an event writes its answer in place meanwhile).
  @inlinable public var lastUpdate: ReorderUpdate? {
    hasRun && depth == 0 ? lastUpdateStorage : nil
  }
  /// The storage of ``lastUpdate``, meaningful once ``hasRun``: not an optional, whose copies
  /// and destruction went through generic value witnesses on every event.
  @exclusivity(unchecked) @usableFromInline var lastUpdateStorage = ReorderUpdate()
  /// Whether the controller has run an event (``lastUpdate`` is not `nil`).
  @exclusivity(unchecked) @usableFromInline var hasRun = false

  /// How long, in seconds, the haptic engine stays ready after it was prepared; the controller
  /// prepares it again on the frame ticks once this has passed.
  @inlinable static var hapticReadiness: TimeInterval { 1 }

  /// The displayed-to-data mapping, kept up to date *during* moves (see ``dataIndexPath(forDisplayed:)``).
  @exclusivity(unchecked) @usableFromInline var mapping = ReorderDisplayMapping.identity
  /// How deeply the controller's calls are nested (0 outside any call).
  @exclusivity(unchecked) @usableFromInline var depth = 0
  /// A reload notice received inside another call, handled when it returns.
  @exclusivity(unchecked) @usableFromInline var pendingReload = false
  @exclusivity(unchecked) @usableFromInline var pendingDisable = false
  /// Whether a device host holds its table for the drag under way
  /// (``ReorderDeviceHost/followDragWithTableHold()``).
  @exclusivity(unchecked) @usableFromInline var tableHeldForDrag = false
  /// The app's `isScrollEnabled`, kept while a drag has it turned off.
  @exclusivity(unchecked) private var appScrollEnabled: Bool?
  /// The cell hidden for the dragged (or resting) row.
  ///
  /// Kept apart from ``hiddenCellAppValue`` rather than as an optional tuple: a tuple of the
  /// host's cell type needs its metadata looked up at run time on every event when the host lives
  /// in another module (Benchmarks/instructions.sh).
  @exclusivity(unchecked) @usableFromInline var hiddenCell: Host.Cell?
  /// The `isHidden` ``hiddenCell`` had before the controller hid it.
  @exclusivity(unchecked) @usableFromInline var hiddenCellAppValue = false
  /// Whether ``hiddenCell`` stayed hidden through a swap since the cells were last checked.
  ///
  /// A swap keeps the cell hidden (a write and its undoing saved a swap) although app code runs
  /// before the cells are checked again — the each-swap commit, the table's questions inside the
  /// move — and a reload there lets the next layout pass hand the cell, still hidden, to another
  /// row, which the app configures while the cell is hidden. UIKit pools a cell with a flag of
  /// its own, not `isHidden` (``SimulatedTable/isCellHiddenForReuse(_:)``), and the simulated
  /// table dequeues it with its `isHidden` as it was; on a list the empty `layer.mask` stays
  /// through reuse (``SimulatedList/setConcealed(_:ofCell:)``). So the cell is given back as
  /// ``releaseReusedCell(_:on:)`` says: its value back, then that row configured again by the
  /// app, which puts its own value over it — right whether or not a dequeue resets `isHidden`.
  @exclusivity(unchecked) @usableFromInline var hiddenCellKeptThroughSwap = false
  /// The index path of ``hiddenPathPosition``, the last hidden row ``showLastUpdate(on:table:)``
  /// put on screen: built once while the row stays in place instead of on every event
  /// (Foundation builds a two-element path with two calls; measured 52 fewer instructions a
  /// steady move and frame, 9 more when the row moves: Benchmarks/README.md).
  @exclusivity(unchecked) @usableFromInline var hiddenPath = IndexPath(row: 0, inSection: 0)
  /// The row ``hiddenPath`` names.
  @exclusivity(unchecked) @usableFromInline var hiddenPathPosition = RowPosition(section: 0, row: 0)
  /// The size the lifted snapshot was last given (at the lift, or by a resize).
  @exclusivity(unchecked) @usableFromInline var snapshotSize = CGSize.zero
  /// The centre the lifted snapshot was last given: an event that leaves it there moves nothing
  /// (a display frame under a still finger re-placed it where the move had just put it).
  @exclusivity(unchecked) @usableFromInline var snapshotCenter = CGPoint.zero
  /// Whether the running event is a display frame.
  @exclusivity(unchecked) @usableFromInline var runningFrame = false
  /// Whether a finger move has checked the cells since the last display frame.
  ///
  /// The cells are checked once per screen refresh: after an event that changed the table (a
  /// swap, a scroll, a layout pending) and at every display frame that no such check preceded.
  /// A finger move that changed nothing leaves them to the next frame: a cell change nobody
  /// reported that leaves no layout pending (the table marks its own changes for layout, so an
  /// app's change to the table does), made between a frame and the next move, is put right at the
  /// next frame rather than at that move. (Checked at every event, a steady move and frame looked
  /// the cell up twice: Benchmarks/README.md, "UIKit calls per drag event".)
  @exclusivity(unchecked) @usableFromInline var cellsCheckedSinceFrame = false
  /// The identity of the settle animation under way, if any.
  @exclusivity(unchecked) @usableFromInline var settling: Int?
  /// The table's row counts when the settle began: a change means the table reloaded under it.
  @exclusivity(unchecked) @usableFromInline var settlingShape: TableShape?
  @exclusivity(unchecked) private var settleCount = 0
  /// When the haptic engine was last readied, in frame time; `nil` until a frame stamps it.
  @exclusivity(unchecked) @usableFromInline var hapticPreparedAt: TimeInterval?
  /// Whether the engine was readied since the last frame (the next frame stamps the time).
  @exclusivity(unchecked) @usableFromInline var hapticPreparedSinceFrame = false
  /// The host's policy as the running event read it, on its first question to the policy
  /// (``MappingPolicy``), and wrote to (commits); handed back to the host when the event ends.
  /// `nil` outside events, and throughout an event that asks the policy nothing — most of a drag's
  /// events, which then never build the policy (for a host that holds its table and delegate
  /// weakly, a load and a release of each: Benchmarks/instructions.sh).
  @exclusivity(unchecked) @usableFromInline var eventPolicy: Host.Policy?
  /// Whether ``eventPolicy`` holds the event's policy: a flag, because testing the optional
  /// itself copies the policy (a retain and a release of each reference in it).
  @exclusivity(unchecked) @usableFromInline var hasEventPolicy = false

  /// Makes a controller for `host`.
  public init(host: Host, options: ReorderOptions = ReorderOptions()) {
    hostStorage = host
    self.options = options
    sessionStorage = ReorderSession(options: options)
    eventSession = sessionStorage
  }

  /// Makes a controller whose host is given by ``attach(_:)`` before its first event: for a host
  /// that keeps its controller in a constant, made before the host itself is.
  ///
  /// Why not a `lazy` controller: every event read it through an optional, a run-time
  /// exclusivity check and a retain and a release, about 85 instructions a call
  /// (Benchmarks/README.md).
  public init(options: ReorderOptions = ReorderOptions()) {
    self.options = options
    sessionStorage = ReorderSession(options: options)
    eventSession = sessionStorage
  }

  /// Makes `host` the controller's host (held weakly), for a controller made with
  /// ``init(options:)``; before any other call.
  public func attach(_ host: Host) {
    hostStorage = host
  }

  // MARK: - Reads

  /// Whether a drag is in progress.
  @inlinable public var isDragging: Bool { sessionStorage.isDragging }

  /// Where the dragged row is on screen, or `nil` when idle.
  public var draggedRow: IndexPath? { sessionStorage.hiddenRow }

  /// The row the snapshot is settling into, while the settle animation runs (its cell is the one
  /// hidden under the snapshot); `nil` otherwise, and during a Reduce Motion cross-fade (which
  /// hides nothing).
  public var settlingRow: IndexPath? { settlingRowStorage }
  @exclusivity(unchecked) @usableFromInline var settlingRowStorage: IndexPath?

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
  ///
  /// `offersContextMenu` asks the app whether it offers a context menu at the press (UIKit: the
  /// delegate's `contextMenuConfigurationForRowAt` and the cell's context-menu interactions
  /// return a configuration). It runs the app's menu code, so it is asked last and only when its
  /// answer decides: at most once, only when `context` says a menu may be offered
  /// (``ReorderGestureContext/mayOfferContextMenu``) and the press would otherwise lift a row. A
  /// `true` refuses the press (``ReorderGestureConflict/contextMenu``).
  public func canBeginDrag(
    at point: CGPoint, context: ReorderGestureContext = ReorderGestureContext(),
    offersContextMenu: () -> Bool = { false }
  )
    -> Bool
  {
    guard depth == 0, isEnabled, !sessionStorage.isDragging, context.conflict == nil,
      let host, let table = host.reorderTable
    else { return false }
    guard ReorderSession.draggableRow(at: point, in: table, policy: host.reorderPolicy) != nil
    else { return false }
    if context.mayOfferContextMenu, offersContextMenu() { return false }
    if hapticsEnabled { host.prepareHaptic() }
    return true
  }

  /// The long press reported `phase` at `point` (content coordinates): began lifts the row,
  /// changed follows the finger, ended drops, cancelled and failed cancel. Refused while nested
  /// in another call.
  @inlinable
  public func handleGesture(_ phase: GesturePhase, at point: CGPoint) {
    switch phase {
    case .began: lift(at: point)
    case .changed:
      guard sessionStorage.isDragging else { return followSettle() }
      perform { table, session, policy, update, slotPath in
        session.move(to: point, in: table, policy: &policy, update: &update, slotPath: slotPath)
      }
    case .ended:
      perform { table, session, policy, update, _ in
        update = session.end(in: table, policy: &policy)
      }
    case .cancelled, .failed: cancel(.gestureCancelled)
    case .possible: break
    }
  }

  /// A display frame at `timestamp` (seconds): autoscroll and swaps under a still finger. A
  /// table that left its window cancels the drag (``ReorderCancelReason/tableLeftWindow``).
  /// While the snapshot settles, the ticks keep the resting row's cell (and only it) hidden.
  @inlinable
  public func displayFrame(at timestamp: TimeInterval, isInWindow: Bool) {
    guard isInWindow else { return tableLeftWindow() }
    guard sessionStorage.isDragging else {
      followSettle()
      return
    }
    // Restored, not cleared: a nested frame (refused) inside an event leaves the event's kind.
    let outer = runningFrame
    runningFrame = true
    if let host = hostStorage, let table = host.reorderTable {
      tick(at: timestamp, on: host, table: table)
    }
    runningFrame = outer
    keepHapticsReady(at: timestamp)
  }

  /// A frame found the table out of its window: cancels the drag, or ends the settle.
  @usableFromInline func tableLeftWindow() {
    let wasSettling = !sessionStorage.isDragging && settling != nil && depth == 0
    cancel(.tableLeftWindow)
    if wasSettling { finishSettling() }
  }

  /// The app reloaded the table: a drag in progress is cancelled without committing more, a
  /// settle animation ends, and the snapshot is removed at once; no cell stays hidden. Inside
  /// another call (the app's "did end dragging" callback, say), takes effect when that call
  /// returns.
  ///
  /// The controller does not take the notice to mean that the table shows the app's data: a
  /// data source that diffs (`UITableViewDiffableDataSource` given an unchanged snapshot) leaves
  /// the table as it was, and in ``ReorderCommitMode/onDrop`` mode that is the drag's order, not
  /// the data's. When the screen was ahead of the data, the table is reloaded from its data
  /// source (``ReorderHost/reloadTable()``) before the app hears of the cancel.
  ///
  /// A notice from inside the app's commit (`dragCellFrom:to:` in each-swap mode, where apps
  /// reload after updating their data) moves nothing more in that event, and the table is
  /// reloaded from its data source, so that it shows the data whether or not the app reloaded
  /// for real. The move and the commit run in one batch of updates that such a reload waits for
  /// (``ReorderSession``'s commit): told or not, the table ends showing the data.
  public func tableDidReloadData() {
    guard depth == 0 else {
      pendingReload = true
      return
    }
    if sessionStorage.isDragging {
      cancel(.dataChanged)
    } else if settling != nil {
      finishSettling()
    }
  }

  /// The table scrolled (UIKit: its content offset changed). The hidden cell is given back at
  /// once, before the table's next layout pass can reuse it, still hidden, for another row: during
  /// a drag when the dragged row left the visible bounds, during the settle always (rows coming
  /// on screen may be measured and push the resting row away; the next frame hides the cell
  /// showing it, under the snapshot). Reads row rects only and asks for no cell, so it is safe
  /// inside the table's layout; ignored inside another call of the controller (its own
  /// autoscroll).
  public func tableDidScroll() {
    guard depth == 0, hiddenCell != nil, let host = hostStorage, let table = host.reorderTable
    else { return }
    if let row = sessionStorage.hiddenRow, Self.isInBounds(row, of: table) { return }
    releaseHiddenCell(on: host)
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
    enabledStorage = false
    finishSettling()
    hostStorage?.setFrameTicksRunning(false)
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
    guard depth == 0, isEnabled, !sessionStorage.isDragging, let host = hostStorage,
      let table = host.reorderTable,
      ReorderSession.stepDestination(
        for: indexPath, direction: direction, in: table, policy: host.reorderPolicy,
        commitMode: options.commitMode) != nil
    else { return false }
    finishSettling()
    var moved = false
    nested {
      host.dragWillBegin(at: indexPath)
      var policy = MappingPolicy(host: host, owner: self)
      let target = ReorderSession.step(
        indexPath, direction: direction, in: table, policy: &policy,
        commitMode: options.commitMode, rowMoves: rowMoves(on: host))
      handBackPolicy(to: host)
      guard let target else { return }
      moved = true
      host.dragDidEnd(from: indexPath, to: target)
      host.announceMove(to: target, rowCount: table.numberOfRows(inSection: target.tableSection))
    }
    return moved
  }

  // MARK: - Mechanics

  /// Runs `body` as one event: nested calls see `depth > 0`, and what they deferred runs after.
  @inlinable func nested(_ body: () -> Void) {
    depth += 1
    body()
    depth -= 1
    guard depth == 0, pendingDisable || pendingReload else { return }
    runDeferred()
  }

  /// Runs the reload notice or the disable a nested call deferred.
  @usableFromInline func runDeferred() {
    if pendingDisable {
      pendingDisable = false
      pendingReload = false
      disable()
    } else if pendingReload {
      pendingReload = false
      tableDidReloadData()
    }
  }

  /// Runs one session event on ``eventSession`` (a read from inside it sees ``sessionStorage``,
  /// the state before it), publishes the session and stores the result, and puts it on screen.
  /// Loads the weak reference to the host; a call the host made itself goes to
  /// ``perform(on:_:)``.
  @inlinable func perform(
    _ event: (
      Host.Table, inout ReorderSession, inout MappingPolicy, inout ReorderUpdate, IndexPath?
    )
      -> Void
  ) {
    guard depth == 0, enabledStorage, let host = hostStorage else { return }
    perform(on: host, event)
  }

  /// ``perform(_:)`` for a call `host` made (it is ``host``), which spares loading the weak
  /// reference to it; the host arrives borrowed, so it is not retained for the event either
  /// (a retain and a release through its side table, as it is weakly referenced).
  @inlinable func perform(
    on host: Host,
    _ event: (
      Host.Table, inout ReorderSession, inout MappingPolicy, inout ReorderUpdate, IndexPath?
    )
      -> Void
  ) {
    guard depth == 0, enabledStorage, let table = host.reorderTable else { return }
    perform(on: host, table: table, event)
  }

  /// ``perform(on:_:)`` on `table`, the host's ``ReorderHost/reorderTable`` as the caller has
  /// just read it.
  ///
  /// The event writes its answer in place into ``lastUpdate``'s storage, emptied first:
  /// written into a local and then stored, the answer (242 bytes) cost a `memcpy` call an
  /// event, about 30 instructions (Benchmarks/README.md); returned, two more.
  @inlinable func perform(
    on host: Host, table: Host.Table,
    _ event: (
      Host.Table, inout ReorderSession, inout MappingPolicy, inout ReorderUpdate, IndexPath?
    )
      -> Void
  ) {
    guard depth == 0, enabledStorage else { return }
    nested {
      if optionsChanged {
        optionsChanged = false
        eventSession.options.swapHysteresis = options.swapHysteresis
        eventSession.options.autoscroll = options.autoscroll
      }
      lastUpdateStorage = ReorderUpdate()
      // The dragged row's index path, kept from the last event's hidden row when it is still
      // there.
      let slotPath: IndexPath? =
        eventSession.dragging
          && hiddenPathPosition
            == RowPosition(
              section: eventSession.dragStorage.currentSection,
              row: eventSession.dragStorage.currentRow)
        ? hiddenPath : nil
      var policy = MappingPolicy(host: host, owner: self)
      event(table, &eventSession, &policy, &lastUpdateStorage, slotPath)
      // The app's code ran after the slot's read (``ReorderUpdate/unchangedSlot``).
      if hasEventPolicy { lastUpdateStorage.unchangedSlot = nil }
      // An on-drop drag that moved its row has the screen ahead of the data, also by the moves
      // of this event (one cancelled midway, the app having reloaded from a question). Tested
      // for `nil` first: comparing the two optional index paths cost 18 instructions an event.
      let screenAhead = mapping.original != nil && mapping.original != mapping.current
      hasRun = true
      // Outside an on-drop drag the mapping is the identity, and stays so (`original` is `nil`).
      if mapping.original != nil
        || (eventSession.dragging && eventSession.dragStorage.commitMode == .onDrop)
      {
        mapping = eventSession.displayMapping
      }
      sessionStorage = eventSession
      handBackPolicy(to: host)
      if screenAhead, lastUpdateStorage.eventStorage == .cancelled(.dataChanged) {
        host.reloadTable()
      }
      showLastUpdate(on: host, table: table)
    }
  }

  /// Writes the policy the event read back to the host (a policy may record what it was told);
  /// nothing when the event asked it nothing.
  @inlinable func handBackPolicy(to host: Host) {
    guard hasEventPolicy else { return }
    hasEventPolicy = false
    // Moved out as `Optional.take()` would (no retain), which the iOS 16.5 SDK's standard
    // library does not have.
    var taken: Host.Policy? = nil
    swap(&taken, &eventPolicy)
    guard let policy = taken else { return }
    host.reorderPolicy = policy
  }

  @usableFromInline func cancel(_ reason: ReorderCancelReason) {
    perform { table, session, policy, update, _ in
      update = session.cancel(reason, in: table, policy: &policy)
    }
  }

  @usableFromInline func lift(at point: CGPoint) {
    guard depth == 0, isEnabled, !sessionStorage.isDragging else { return }
    finishSettling()
    sessionStorage.options = options
    if let host = hostStorage { sessionStorage.options.rowMoves = rowMoves(on: host) }
    eventSession = sessionStorage
    perform { table, session, policy, update, _ in
      update = session.begin(at: point, in: table, policy: policy)
    }
    if !sessionStorage.isDragging { hostStorage?.stopGesture() }
  }

  /// Puts the session's answer, ``lastUpdate``, on screen and tells the app.
  ///
  /// Reads the answer's fields in place rather than copying it: no nested event can replace it
  /// meanwhile (they are refused while `depth > 0`).
  @inlinable func showLastUpdate(on host: Host, table: Host.Table) {
    // The hidden row's path is read where it is stored (``hiddenPath``), not copied into an
    // optional: destroying that copy cost an outlined call on every event.
    let hidesRow: Bool
    var rowMoved = false
    if let position = lastUpdateStorage.hiddenPosition {
      if position != hiddenPathPosition {
        hiddenPath = position.indexPath
        hiddenPathPosition = position
        rowMoved = true
      }
      hidesRow = true
    } else {
      hidesRow = false
    }
    guard !lastUpdateStorage.ignored else {
      // A dropped event (a bad point, say) still puts the right cell out of sight: the table
      // may have reloaded since the last event.
      if hidesRow {
        reconcileCells(
          hidingStoredPath: true, needsLayout: host.tableNeedsLayout, on: host, table: table)
      }
      return
    }
    if lastUpdateStorage.eventStorage != nil {
      return showLifecycle(lastUpdateStorage, on: host, table: table)
    }
    if let frame = lastUpdateStorage.snapshotFrame { placeSnapshot(over: frame, on: host) }
    let moved = lastUpdateStorage.moveCount > 0
    if moved { play(.swap, on: host) }
    // The cells are checked after an event that changed the table (a move, a scroll, a layout
    // pending), and at every display frame that follows no such check (see
    // ``cellsCheckedSinceFrame``).
    let needsLayout = host.tableNeedsLayout
    let changed = needsLayout || moved || rowMoved || lastUpdateStorage.scrolledDistance != 0
    if runningFrame {
      let checked = cellsCheckedSinceFrame
      cellsCheckedSinceFrame = false
      guard changed || !checked else { return }
    } else {
      guard changed else { return }
      cellsCheckedSinceFrame = true
    }
    // Nothing changed (no layout pending, so none runs) and the event read the row's slot with
    // nothing run since: the table would answer the same rect again.
    if !changed, hidesRow, let slot = lastUpdateStorage.unchangedSlot {
      return keepHidden(
        hiddenPath, inBounds: Self.isInBounds(slot, of: table), on: host, table: table)
    }
    reconcileCells(hidingStoredPath: hidesRow, needsLayout: needsLayout, on: host, table: table)
  }

  /// Puts a lift, a drop or a cancel on screen and tells the app.
  @usableFromInline func showLifecycle(_ update: ReorderUpdate, on host: Host, table: Host.Table) {
    switch update.event {
    case .began(let indexPath)?:
      host.dragWillBegin(at: indexPath)
      appScrollEnabled = host.isScrollEnabled
      host.isScrollEnabled = false
      if let frame = update.snapshotFrame {
        snapshotSize = frame.size
        snapshotCenter = CGPoint(x: frame.midX, y: frame.midY)
        host.showSnapshot(ofRowAt: indexPath, frame: frame)
      }
      play(.lift, on: host)
      host.setFrameTicksRunning(true)
      reconcileCells(hiddenRow: update.hiddenRow, on: host, table: table)
    case .ended(let from, let to)?:
      endDrag(on: host)
      if from != to, sessionStorage.options.commitMode == .onDrop { host.refreshRowHeights() }
      host.dragDidEnd(from: from, to: to)
      play(.drop, on: host)
      settle(update, on: host, table: table)
    case .cancelled?:
      endDrag(on: host)
      host.dragDidCancel(restingAt: update.restingRow)
      settle(update, on: host, table: table)
    case nil:
      break
    }
  }

  /// Moves the lifted snapshot to `frame` unless it is already there; resizes it too when the
  /// row's size is no longer the snapshot's (the table's width changed mid-drag: a rotation, a
  /// window resize).
  @inlinable @inline(__always) func placeSnapshot(over frame: CGRect, on host: Host) {
    let center = CGPoint(x: frame.midX, y: frame.midY)
    guard frame.size == snapshotSize else {
      snapshotSize = frame.size
      snapshotCenter = center
      return host.resizeSnapshot(to: frame)
    }
    guard center != snapshotCenter else { return }
    snapshotCenter = center
    host.moveSnapshot(to: frame)
  }

  @inlinable func play(_ moment: ReorderHaptic, on host: Host) {
    guard hapticsEnabled else { return }
    host.playHaptic(moment)
    guard moment != .drop else { return }
    host.prepareHaptic()
    hapticPreparedSinceFrame = true
  }

  /// Prepares the haptic engine again on a frame tick once the last preparation has worn off, so
  /// a swap or the drop never waits for the engine to wake.
  ///
  /// The host is looked up only when the engine is to be readied: once it is gone it never comes
  /// back, so the stamps kept meanwhile can no longer lead to anything.
  @inlinable func keepHapticsReady(at timestamp: TimeInterval) {
    guard hapticsEnabled, sessionStorage.isDragging, timestamp.isFinite else { return }
    if hapticPreparedSinceFrame {
      hapticPreparedSinceFrame = false
      hapticPreparedAt = timestamp
      return
    }
    if let last = hapticPreparedAt, timestamp >= last, timestamp - last < Self.hapticReadiness {
      return
    }
    guard let host = hostStorage else { return }
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
    let fading = reduceMotion
    let resting = fading ? nil : update.restingRow
    reconcileCells(hiddenRow: resting, on: host, table: table)
    settleCount &+= 1
    settling = settleCount
    settlingRowStorage = resting
    settlingShape = resting.map {
      TableShape(table, draggedSection: $0.tableSection, mode: .onDrop)
    }
    // The ticks keep the resting row's cell hidden; a fade hides nothing.
    host.setFrameTicksRunning(!fading)
    host.dropSnapshot(into: frame, fading: fading, settleID: settleCount)
  }

  /// A frame (or a stray gesture event) while the snapshot settles: a reload under the settle
  /// (the row counts changed) ends it at once; otherwise the cell now showing the resting row is
  /// the one hidden, and any other cell the settle hid is given back.
  @usableFromInline func followSettle() {
    guard depth == 0, settling != nil, let row = settlingRow, let host = hostStorage,
      let table = host.reorderTable
    else { return }
    guard settlingShape == TableShape(table, draggedSection: row.tableSection, mode: .onDrop)
    else { return finishSettling() }
    nested { reconcileCells(hiddenRow: row, on: host, table: table) }
  }

  /// The drag's ``ReorderRowMoves``: ``ReorderRowMoves/automatic`` resolved with the host's
  /// ``ReorderHost/dataSourceMovesRows``.
  private func rowMoves(on host: Host) -> ReorderRowMoves {
    options.rowMoves.resolved(dataSourceMovesRows: host.dataSourceMovesRows)
  }

  /// Removes any snapshot now and gives every cell the library hid its visibility back (those
  /// off screen when they come back).
  @usableFromInline func finishSettling() {
    guard let host = hostStorage else { return }
    settling = nil
    settlingRowStorage = nil
    settlingShape = nil
    if !sessionStorage.isDragging { host.setFrameTicksRunning(false) }
    host.removeSnapshot()
    // The layout pass runs the app's code: calls from there are nested ones.
    nested {
      releaseHiddenCell(on: host)
      if host.tableNeedsLayout { host.layoutTableIfNeeded() }
    }
  }

  /// Hides exactly the cell showing `hiddenRow` while that row is in the visible bounds, and
  /// gives back the visibility of any cell that no longer shows it.
  ///
  /// When the table has a layout pending, the hidden cell is given back first, then the table is
  /// laid out, then the row's rect is read: the layout may give the cell to another row (which
  /// the app then configures from the cell's own value) and rows coming on screen may change
  /// height (self-sizing), and so whether the row is in the visible bounds. With no layout
  /// pending nothing can have moved a cell since the table's last layout, so the cell showing
  /// the row is looked up at once: the same cell as before in the usual case, which keeps its
  /// `isHidden` (no write, none undone).
  @inlinable func reconcileCells(hiddenRow: IndexPath?, on host: Host, table: Host.Table) {
    let needsLayout = host.tableNeedsLayout
    guard let row = hiddenRow else {
      releaseHiddenCell(on: host)
      if needsLayout { host.layoutTableIfNeeded() }
      return
    }
    layOut(needsLayout, on: host)
    keepHidden(row, on: host, table: table)
  }

  /// ``reconcileCells(hiddenRow:on:table:)`` hiding, when `hides`, the row ``hiddenPath`` names,
  /// read in place, with the host's ``ReorderHost/tableNeedsLayout`` as the caller read it.
  @inlinable func reconcileCells(
    hidingStoredPath hides: Bool, needsLayout: Bool, on host: Host, table: Host.Table
  ) {
    guard hides else {
      releaseHiddenCell(on: host)
      if needsLayout { host.layoutTableIfNeeded() }
      return
    }
    layOut(needsLayout, on: host)
    keepHidden(hiddenPath, on: host, table: table)
  }

  /// Gives the hidden cell back and lays the table out, when it `needsLayout`; a cell kept
  /// hidden through a swap (``hiddenCellKeptThroughSwap``) stays hidden through the layout, and
  /// ``keepHidden(_:on:table:)`` finds the same cell showing the row in the common case.
  @inlinable func layOut(_ needsLayout: Bool, on host: Host) {
    guard needsLayout else { return }
    if !hiddenCellKeptThroughSwap { releaseHiddenCell(on: host) }
    host.layoutTableIfNeeded()
  }

  /// Hides the cell showing `row` when the row lies in the table's visible bounds, remembering
  /// the cell's own `isHidden`, and gives back any other cell hidden. The cell already hidden
  /// is left as it is, unless the app showed it (then it is hidden again, its app value now
  /// `false`, as giving it back and hiding it again would leave it).
  @inlinable func keepHidden(_ row: IndexPath, on host: Host, table: Host.Table) {
    keepHidden(row, inBounds: Self.isInBounds(row, of: table), on: host, table: table)
  }

  /// ``keepHidden(_:on:table:)`` with whether the row lies in the visible bounds worked out by
  /// the caller.
  @inlinable @inline(__always) func keepHidden(
    _ row: IndexPath, inBounds: Bool, on host: Host, table: Host.Table
  ) {
    guard inBounds, let cell = host.cell(showingRowAt: row, in: table)
    else {
      return releaseHiddenCell(on: host)
    }
    if hiddenCell == cell {
      hiddenCellKeptThroughSwap = false
      guard !host.isHidden(cell) else { return }
      hiddenCellAppValue = false
      return host.setHidden(true, for: cell)
    }
    if hiddenCellKeptThroughSwap {
      // Giving back a cell kept through a swap may run the app's code (it configures a row
      // again): the row's cell is looked up again after it.
      releaseHiddenCell(on: host)
      return keepHidden(row, on: host, table: table)
    }
    releaseHiddenCell(on: host)
    hiddenCellAppValue = host.isHidden(cell)
    hiddenCell = cell
    host.setHidden(true, for: cell)
  }

  /// Gives the hidden cell its value back and forgets it. Done before anything that may lay the
  /// table out — a move of the row (UIKit asks for cells inside `moveRow(at:to:)`), a layout pass
  /// — so that a cell reused for another row there is configured by the app from the value it
  /// had, and an app that never touches `isHidden` never sees a blank row. A swap is the
  /// exception (``hiddenCellKeptThroughSwap``).
  @inlinable func releaseHiddenCell() {
    guard hiddenCell != nil, let host = hostStorage else { return }
    releaseHiddenCell(on: host)
  }

  /// ``releaseHiddenCell()`` with the host the caller already holds, so that an event loads the
  /// weak reference to the host once: each load, and the release of the strong reference it
  /// returns, goes through the host's weak-reference side table (Benchmarks/instructions.sh).
  @inlinable func releaseHiddenCell(on host: Host) {
    guard let cell = hiddenCell else { return }
    hiddenCell = nil
    guard !hiddenCellKeptThroughSwap else { return releaseReusedCell(cell, on: host) }
    release(cell, appValue: hiddenCellAppValue, on: host)
  }

  /// Gives back `cell`, kept hidden through a swap (``hiddenCellKeptThroughSwap``): its value
  /// back, then, when it now shows a row (a layout pass handed it on while it was hidden), that
  /// row configured again by the app, so that the app's own value for the row stands. Giving the
  /// value back alone cannot be right for both kinds of app: one that hides some rows set
  /// `isHidden` for that row while the cell was hidden (the 48 seeds of the reorder property
  /// test found when the swap first kept the cell hidden: the write showed a row the app hid),
  /// one that never touches it left the library's `true` (a blank row unless written).
  ///
  /// Not on a host that hides cells with a property of the library's own
  /// (``ReorderHost/hidesCellsWithItsOwnProperty``, a list's mask), which no app configures:
  /// there the value alone is right.
  ///
  /// With a diffable data source too, although Apple's pages of `reconfigureRows(at:)` and
  /// `reconfigureItems(at:)` send such an app to the snapshot's `reconfigureItems(_:)`, which
  /// the library cannot build (the item type is the app's): giving the value back alone showed
  /// rows the app hid (the reorder property test's seeds 1592590609, 1592593832, 1592598303,
  /// 1592639737, diffable apps that reload in their commit). Whether UIKit asserts on the
  /// direct call with a diffable data source was not established
  /// (``SimulatedTable/directReconfiguresWithDiffableDataSource``).
  @usableFromInline func releaseReusedCell(_ cell: Host.Cell, on host: Host) {
    hiddenCellKeptThroughSwap = false
    let shown = host.reorderTable.flatMap { host.indexPath(showing: cell, in: $0) }
    release(cell, appValue: hiddenCellAppValue, on: host)
    guard let shown, !host.hidesCellsWithItsOwnProperty else { return }
    nested { host.reconfigureRow(at: shown) }
  }

  /// Whether any part of the row at `row` lies in the table's visible bounds.
  @inlinable static func isInBounds(_ row: IndexPath, of table: Host.Table) -> Bool {
    isInBounds(table.rectForRow(at: row), of: table)
  }

  /// Whether any part of `rect`, a row's, lies in the table's visible bounds.
  @inlinable @inline(__always) static func isInBounds(_ rect: CGRect, of table: Host.Table)
    -> Bool
  {
    let bounds = table.bounds
    return rect.maxY > bounds.minY && rect.minY < bounds.maxY
  }

  /// Gives a cell the library hid its value back, unless the app has changed it since; on
  /// screen or in the reuse pool alike (see the type's notes on cell visibility).
  @inlinable func release(_ cell: Host.Cell, appValue: Bool, on host: Host) {
    if host.isHidden(cell) { host.setHidden(appValue, for: cell) }
  }

  /// The host's policy, read on the event's first question (``eventPolicy``), plus keeping
  /// ``ReorderController/mapping`` right while the table moves the dragged row.
  ///
  /// The host and the owner are held unretained and reached without a retain
  /// (`_withUnsafeGuaranteedRef`): a mapping policy lives only inside one call of its owner
  /// (``ReorderController/perform(on:_:)``, ``ReorderController/step(rowAt:direction:)``), whose
  /// caller holds both alive throughout. (Loaded from an `unowned(unsafe)` property, each would be
  /// retained and released around every use; the host, weakly referenced by its controller, through
  /// its side table: Benchmarks/instructions.sh.)
  @usableFromInline struct MappingPolicy: ReorderPolicy {
    @usableFromInline let host: Unmanaged<Host>
    @usableFromInline let owner: Unmanaged<ReorderController>
    @inlinable init(host: Host, owner: ReorderController) {
      self.host = .passUnretained(host)
      self.owner = .passUnretained(owner)
    }

    /// Reads the host's policy for the event unless it already has, on the event's table (a
    /// table gone meanwhile leaves the host's plain ``ReorderHost/reorderPolicy``).
    @inlinable static func resolve(_ owner: ReorderController, _ host: Host) {
      guard !owner.hasEventPolicy else { return }
      owner.hasEventPolicy = true
      if let table = host.reorderTable {
        owner.eventPolicy = host.reorderPolicy(on: table)
      } else {
        owner.eventPolicy = host.reorderPolicy
      }
    }

    /// `body` on the event's policy in place: read through a copy, the policy's references (the
    /// table, the app's delegate) would be retained and released around every question.
    @inlinable func ask<Answer>(_ body: (inout Host.Policy) -> Answer) -> Answer {
      owner._withUnsafeGuaranteedRef { owner in
        host._withUnsafeGuaranteedRef { Self.resolve(owner, $0) }
        return body(&owner.eventPolicy!)
      }
    }

    @inlinable func canDragRow(at indexPath: IndexPath, touchPoint: CGPoint?) -> Bool {
      ask { $0.canDragRow(at: indexPath, touchPoint: touchPoint) }
    }
    @inlinable func canMoveRow(to indexPath: IndexPath) -> Bool {
      ask { $0.canMoveRow(to: indexPath) }
    }
    @inlinable func canMoveRow(to indexPath: IndexPath, section: Int, row: Int) -> Bool {
      ask { $0.canMoveRow(to: indexPath, section: section, row: row) }
    }
    @inlinable func targetIndexPath(forMoveFrom original: IndexPath, proposed: IndexPath)
      -> IndexPath
    {
      ask { $0.targetIndexPath(forMoveFrom: original, proposed: proposed) }
    }
    @inlinable mutating func commitMove(from: IndexPath, to: IndexPath) {
      // An on-drop commit puts the data in the order on screen: from there on a displayed row
      // is where the data holds it (an app that reloads from its commit configures every row
      // through the mapping; kept, it would shift rows the data has already moved).
      owner._withUnsafeGuaranteedRef { owner in
        if owner.mapping.original != nil { owner.mapping = .identity }
      }
      let told = owner._withUnsafeGuaranteedRef { $0.pendingReload }
      ask { $0.commitMove(from: from, to: to) }
      // A reload notice from inside the commit: the table is reloaded from its data source (in
      // each-swap mode once the batch the commit runs in has carried out the move), so that it
      // shows the data for the rest of the event whether or not the app reloaded for real.
      if !told, owner._withUnsafeGuaranteedRef({ $0.pendingReload }) {
        host._withUnsafeGuaranteedRef { $0.reloadTable() }
      }
    }
    /// A reload notice arrived inside the event (the controller defers it to the event's end).
    @inlinable var tableDidReload: Bool {
      owner._withUnsafeGuaranteedRef { $0.pendingReload }
    }
    /// Gives the hidden cell back: the table may give it to another row inside the move or the
    /// layout after it (UIKit asks for cells inside `moveRow(at:to:)`). The event hides the
    /// row's cell again once the table has moved it.
    @inlinable mutating func rowWillMove(from: IndexPath, to: IndexPath) {
      ask { $0.rowWillMove(from: from, to: to) }
      owner._withUnsafeGuaranteedRef { owner in
        if owner.mapping.original != nil { owner.mapping.current = to }
        host._withUnsafeGuaranteedRef { owner.releaseHiddenCell(on: $0) }
      }
    }
    /// ``rowWillMove(from:to:)`` for a swap under the finger, except that the hidden cell stays
    /// hidden (``ReorderController/hiddenCellKeptThroughSwap``): the row keeps its cell through
    /// the move in the common case, which the cell check after the event finds without a write.
    @inlinable mutating func rowWillMove(
      from: IndexPath, to: IndexPath, in table: some GestureTable
    ) {
      ask { $0.rowWillMove(from: from, to: to, in: table) }
      owner._withUnsafeGuaranteedRef { owner in
        if owner.mapping.original != nil { owner.mapping.current = to }
        if owner.hiddenCell != nil { owner.hiddenCellKeptThroughSwap = true }
      }
    }
  }
}
