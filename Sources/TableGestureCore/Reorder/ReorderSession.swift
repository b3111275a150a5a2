import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The drag-to-reorder state machine, driven by plain numbers.
///
/// Feed it events — ``begin(at:in:policy:)``, ``move(to:in:policy:)``, ``tick(at:in:policy:)``
/// (one per display frame), ``end(in:policy:)``, ``cancel(_:in:policy:)`` — with points in the
/// table's content coordinates and timestamps in seconds. It moves rows and scrolls the
/// ``GestureTable`` it is given, tells the ``ReorderPolicy`` about every move *before* the table
/// moves the row, and answers each event with a ``ReorderUpdate``: where the snapshot is, which
/// row is hidden, how far the table scrolled and, at the end, where the snapshot settles.
///
/// Rules:
/// - Swap: the dragged row moves one position once its snapshot has travelled more than half of
///   the way to that position (half the neighbour's height, or half the header and footer gap
///   between sections) plus ``ReorderOptions/swapHysteresis``. Going back needs the same travel
///   the other way, so rows of any heights never flip back and forth. Rows move into empty
///   sections and past headers and footers. A position the policy refuses is never taken: the
///   row waits in front of it. A redirected target is taken only if it lies further in the
///   direction of travel.
/// - The snapshot follows the finger vertically and stays inside the visible content. A row
///   taller than the visible area follows the finger too: the point the finger holds stays in the
///   visible area and the snapshot stays inside the content.
/// - Geometry is read from the table at every event, never cached between events, so rows that
///   change height while the drag runs (self-sizing rows measured as autoscroll brings them on
///   screen) move the thresholds with them.
/// - A row is lifted only when the policy lets it be dragged from that point *and* accepts the
///   row's own position as a destination (a pinned row is never lifted).
/// - Autoscroll: see ``AutoscrollRamp``. Rows keep swapping while the table scrolls under a still
///   finger, because each tick re-places the snapshot under the finger.
/// - The hidden row is always the dragged row's *current* index path, never a remembered cell.
/// - A reload under a drag cancels it (``ReorderCancelReason/dataChanged``) without committing
///   anything more. It is noticed on its own when the number of sections or of rows in the
///   dragged row's section changes (in on-drop mode, of any section), which costs O(1) per event
///   (O(sections) in on-drop mode), also when the app changes it inside its commit callback
///   (but for a move into another section, whose new counts are read after the commit), and at
///   once, before any further move, when it changes inside a destination question; any other
///   reload must be reported with ``tableDidReloadData(_:)``. A reload from inside the commit
///   (each-swap mode) is harmless, told or not: the move and the commit run in one batch of
///   updates, which the reload waits for (`commit(from:to:in:policy:movesRow:)`). Told
///   (``ReorderPolicy/tableDidReload``), the session moves nothing more in that event.
/// - Non-finite points and timestamps, and events in the wrong phase, are ignored
///   (``ReorderUpdate/ignored``). Nothing traps.
///
/// The session allocates nothing per move or tick while no swap happens.
@_spi(Headless) public struct ReorderSession: Sendable {
  /// The most positions the row moves during one event.
  @inlinable static var maximumStepsPerEvent: Int { 4_096 }

  /// Tuning; changing it mid-drag takes effect at the next event, except the commit mode, which
  /// is fixed for each drag when it begins.
  public var options: ReorderOptions

  /// The drag in progress, or `nil` when idle.
  public var activeDrag: ActiveDrag? { drag }

  /// The drag in progress while ``dragging``; stale otherwise. Kept beside a flag rather than as
  /// an optional, whose every field access went through an outlined enum-tag check.
  @usableFromInline var dragStorage = ActiveDrag.placeholder
  /// Whether a drag is in progress (``dragStorage`` holds it).
  @usableFromInline var dragging = false

  /// The storage of ``activeDrag``, which the inlinable event code writes (clients specialise
  /// the session for their table and policy: Benchmarks/instructions.sh).
  @inlinable var drag: ActiveDrag? {
    get { dragging ? dragStorage : nil }
    set {
      if let newValue { dragStorage = newValue }
      dragging = newValue != nil
    }
  }

  /// The state of a drag in progress.
  ///
  /// Positions are kept as plain integers (the session only ever holds two-element table paths,
  /// checked against the table when taken): a drag, and so a session, is then copied with a plain
  /// memory copy, where index paths need Foundation's value operations on every copy.
  public struct ActiveDrag: Equatable, Sendable {
    /// Where the drag began.
    @inlinable public var originalIndexPath: IndexPath {
      IndexPath(row: originalRow, inSection: originalSection)
    }
    /// Where the dragged row is now.
    @inlinable public var currentIndexPath: IndexPath {
      IndexPath(row: currentRow, inSection: currentSection)
    }
    /// The snapshot's frame, in content coordinates.
    public var snapshotFrame: CGRect { frame }
    /// The commit mode in force for this drag: fixed when it begins, so that changing
    /// ``ReorderSession/options`` mid-drag can never mix per-swap and on-drop commits.
    public let commitMode: ReorderCommitMode
    /// Who moves committed rows in the table during this drag, fixed when it begins.
    public let rowMoves: ReorderRowMoves
    /// ``originalIndexPath``'s section and row.
    @usableFromInline let originalSection: Int
    @usableFromInline let originalRow: Int
    /// ``currentIndexPath``'s section and row.
    @usableFromInline var currentSection: Int
    @usableFromInline var currentRow: Int
    /// The storage of ``snapshotFrame``.
    @usableFromInline var frame: CGRect
    /// The finger's distance below the snapshot's top edge.
    @usableFromInline var grabOffset: CGFloat
    /// The finger's position relative to the top of the bounds (stays put while content scrolls).
    @usableFromInline var fingerInViewport: CGFloat
    @usableFromInline var lastFrameTime: TimeInterval?
    @usableFromInline var shape: TableShape

    /// `originalIndexPath` and `currentIndexPath` must be two-element table paths.
    /// The stale value ``ReorderSession/dragStorage`` holds before the first drag.
    @usableFromInline static var placeholder: ActiveDrag {
      ActiveDrag(
        originalIndexPath: IndexPath(row: 0, inSection: 0),
        currentIndexPath: IndexPath(row: 0, inSection: 0), snapshotFrame: .zero,
        commitMode: .eachSwap, rowMoves: .library, grabOffset: 0, fingerInViewport: 0,
        lastFrameTime: nil, shape: TableShape(sections: 0, rowsInDraggedSection: 0, signature: 0))
    }

    init(
      originalIndexPath: IndexPath, currentIndexPath: IndexPath, snapshotFrame: CGRect,
      commitMode: ReorderCommitMode, rowMoves: ReorderRowMoves, grabOffset: CGFloat,
      fingerInViewport: CGFloat, lastFrameTime: TimeInterval?, shape: TableShape
    ) {
      originalSection = originalIndexPath.tableSection
      originalRow = originalIndexPath.tableRow
      currentSection = currentIndexPath.tableSection
      currentRow = currentIndexPath.tableRow
      frame = snapshotFrame
      self.commitMode = commitMode
      self.rowMoves = rowMoves
      self.grabOffset = grabOffset
      self.fingerInViewport = fingerInViewport
      self.lastFrameTime = lastFrameTime
      self.shape = shape
    }
  }

  /// The dragged row's slot and the positions it can move to next, with where its top would be.
  @usableFromInline struct Neighbourhood: Equatable, Sendable {
    @usableFromInline struct Step: Equatable, Sendable {
      @usableFromInline var proposed: IndexPath
      @usableFromInline var slotTop: CGFloat

      @inlinable init(proposed: IndexPath, slotTop: CGFloat) {
        self.proposed = proposed
        self.slotTop = slotTop
      }
    }
    @usableFromInline var slot: CGRect
    @usableFromInline var down: Step?
    @usableFromInline var up: Step?

    @inlinable init(slot: CGRect, down: Step? = nil, up: Step? = nil) {
      self.slot = slot
      self.down = down
      self.up = up
    }
  }

  /// Creates an idle session that drags with `options`.
  public init(options: ReorderOptions = ReorderOptions()) {
    self.options = options
  }

  /// Whether a drag is in progress.
  @inlinable public var isDragging: Bool {
    dragging
  }

  /// The row whose cell must be invisible: the dragged row's current position, `nil` when idle.
  @inlinable public var hiddenRow: IndexPath? {
    dragging ? dragStorage.currentIndexPath : nil
  }

  // MARK: - Questions

  /// The row a long press at `point` would start dragging, or `nil` when there is none there or
  /// the policy refuses: it must allow a drag from that point and accept the row's own position
  /// as a destination. Use it for `gestureRecognizerShouldBegin(_:)`.
  public static func draggableRow(
    at point: CGPoint, in table: some GestureTable, policy: some ReorderPolicy
  ) -> IndexPath? {
    guard point.x.isFinite, point.y.isFinite,
      let indexPath = table.indexPathForRow(at: point), table.containsRow(at: indexPath)
    else { return nil }
    let rect = table.rectForRow(at: indexPath)
    let touch = CGPoint(x: point.x - rect.minX, y: point.y - rect.minY)
    guard policy.canDragRow(at: indexPath, touchPoint: touch), policy.canMoveRow(to: indexPath)
    else { return nil }
    return indexPath
  }

  /// Where the app's data holds the row the table shows at `displayed`, while a drag in
  /// ``ReorderCommitMode/onDrop`` mode has moved rows on screen but not yet in the data. In
  /// ``ReorderCommitMode/eachSwap`` mode, or when idle, it is `displayed` itself.
  public func dataIndexPath(forDisplayed displayed: IndexPath) -> IndexPath {
    displayMapping.dataIndexPath(forDisplayed: displayed)
  }

  /// The displayed-to-data mapping of the drag in progress (the identity unless an on-drop drag
  /// has moved the row on screen).
  @inlinable public var displayMapping: ReorderDisplayMapping {
    guard dragging, dragStorage.commitMode == .onDrop else { return ReorderDisplayMapping() }
    return ReorderDisplayMapping(
      original: dragStorage.originalIndexPath, current: dragStorage.currentIndexPath)
  }

  // MARK: - Events

  /// Starts a drag at `point` (the long press's location, content coordinates).
  ///
  /// Ignored when a drag is already active, the point is not finite, there is no row there, or
  /// the policy refuses; otherwise the update's event is ``ReorderEvent/began(_:)``.
  public mutating func begin(
    at point: CGPoint, in table: some GestureTable, policy: some ReorderPolicy
  ) -> ReorderUpdate {
    guard drag == nil,
      let indexPath = Self.draggableRow(at: point, in: table, policy: policy)
    else { return ignored() }
    let slot = table.rectForRow(at: indexPath)
    drag = ActiveDrag(
      originalIndexPath: indexPath, currentIndexPath: indexPath, snapshotFrame: slot,
      commitMode: options.commitMode, rowMoves: options.rowMoves, grabOffset: point.y - slot.minY,
      fingerInViewport: point.y - table.contentOffset.y, lastFrameTime: nil,
      shape: TableShape(table, draggedSection: indexPath.tableSection, mode: options.commitMode))
    placeSnapshot(in: table)
    var update = currentState()
    update.event = .began(indexPath)
    return update
  }

  /// The finger moved to `point` (content coordinates).
  @inlinable
  public mutating func move<Policy: ReorderPolicy>(
    to point: CGPoint, in table: some GestureTable, policy: inout Policy
  ) -> ReorderUpdate {
    var update = ReorderUpdate()
    move(to: point, in: table, policy: &policy, update: &update)
    return update
  }

  /// ``move(to:in:policy:)`` answering in `update`, which must be empty (``ReorderUpdate/init()``):
  /// the controller's events write into the update they store, which a returned one reached
  /// through two more copies. `slotPath`, when given, is the dragged row's index path (the
  /// controller keeps it from the last event), which the row's slot is read with.
  @inlinable
  mutating func move<Policy: ReorderPolicy>(
    to point: CGPoint, in table: some GestureTable, policy: inout Policy,
    update: inout ReorderUpdate, slotPath: IndexPath? = nil
  ) {
    guard goesOn(in: table, inputIsFinite: point.x.isFinite && point.y.isFinite, update: &update)
    else { return }
    let (offset, visible) = table.offsetAndVisibleRange
    dragStorage.fingerInViewport = point.y - offset
    let slot = placeSnapshot(in: table, offsetY: offset, visible: visible, slotPath: slotPath)
    reorder(
      in: table, policy: &policy, update: &update, slot: slot, shapeIsFresh: true,
      slotPath: slotPath)
    addCurrentState(to: &update)
  }

  /// Whether a move or a frame goes on: the session drags, the data did not change under it (else
  /// it is cancelled) and its input is finite. When not, `update` says why. Always inlined: left
  /// out of line, a steady move and frame cost 71 more instructions (Benchmarks/instructions.sh).
  @inlinable @inline(__always)
  mutating func goesOn(
    in table: some GestureTable, inputIsFinite: Bool, update: inout ReorderUpdate
  ) -> Bool {
    guard isDragging else {
      update = ignored()
      return false
    }
    if let cancelled = cancelIfDataChanged(in: table) {
      update = cancelled
      return false
    }
    guard inputIsFinite else {
      update = ignored()
      return false
    }
    return true
  }

  /// A display frame at `timestamp` (seconds, e.g. `CADisplayLink.timestamp`): autoscrolls when
  /// the finger is in an edge zone, then swaps rows the scrolling brought under the snapshot.
  /// The first tick of a drag only records the time. A tick scrolls for the time since the last
  /// one, at most ``AutoscrollRamp/maximumFrameInterval``; one whose time is before the last
  /// one's scrolls nothing, and the next tick counts from it: a host that breaks "increasing
  /// times" once (a time from another clock) neither makes the table jump nor stops autoscroll.
  @inlinable
  public mutating func tick<Policy: ReorderPolicy>(
    at timestamp: TimeInterval, in table: some GestureTable, policy: inout Policy
  ) -> ReorderUpdate {
    var update = ReorderUpdate()
    tick(at: timestamp, in: table, policy: &policy, update: &update)
    return update
  }

  /// ``tick(at:in:policy:)`` answering in `update`, which must be empty (``ReorderUpdate/init()``),
  /// as ``move(to:in:policy:update:slotPath:)``.
  @inlinable
  mutating func tick<Policy: ReorderPolicy>(
    at timestamp: TimeInterval, in table: some GestureTable, policy: inout Policy,
    update: inout ReorderUpdate, slotPath: IndexPath? = nil
  ) {
    guard goesOn(in: table, inputIsFinite: timestamp.isFinite, update: &update) else { return }
    let lastFrameTime = dragStorage.lastFrameTime
    // Every finite time becomes the last one, also one before it: kept only when it grew, one
    // frame from another clock (far ahead) stalled autoscroll for the rest of the drag.
    dragStorage.lastFrameTime = timestamp
    let (offset, visible) = table.offsetAndVisibleRange
    update.autoscrollVelocity = autoscrollVelocity(in: table, offsetY: offset, visible: visible)
    let slot: CGRect?
    // The frame's time step matters only to a scroll, so it is worked out only for a finger in
    // an edge zone (most frames it is not): 39 instructions a frame (Benchmarks/README.md).
    if update.autoscrollVelocity != 0,
      case let interval = options.autoscroll.frameInterval(from: lastFrameTime, to: timestamp),
      interval > 0
    {
      update.beforeScroll = AutoscrollStillness(
        offset: offset, contentHeight: table.contentSize.height)
      update.scrolledDistance = autoscroll(in: table, at: update.autoscrollVelocity, for: interval)
      slot = placeSnapshot(in: table, slotPath: slotPath)
    } else {
      // Nothing has run since the reads above: the table has not changed.
      slot = placeSnapshot(in: table, offsetY: offset, visible: visible, slotPath: slotPath)
    }
    // Kept by the controller unless the policy is asked (a step is due): a cancel replaces the
    // update, a move changes the table, which the cell check then reads again.
    update.unchangedSlot = slot
    // A scroll runs the app's code (`scrollViewDidScroll`); without one, nothing has run since
    // the shape was checked.
    reorder(
      in: table, policy: &policy, update: &update, slot: slot,
      shapeIsFresh: update.scrolledDistance == 0, slotPath: slotPath)
    addCurrentState(to: &update)
  }

  /// The finger lifted: commits (in ``ReorderCommitMode/onDrop`` mode) and returns where the
  /// snapshot settles. The session is idle afterwards.
  public mutating func end<Policy: ReorderPolicy>(
    in table: some GestureTable, policy: inout Policy
  ) -> ReorderUpdate {
    guard let drag else { return ignored() }
    if let cancelled = cancelIfDataChanged(in: table) { return cancelled }
    let from = drag.originalIndexPath
    let to = drag.currentIndexPath
    if drag.commitMode == .onDrop, from != to {
      if drag.rowMoves == .dataSource {
        // The app's update will move the row from where its data has it: put it back first.
        policy.rowWillMove(from: to, to: from)
        table.moveRow(at: to, to: from)
      }
      policy.commitMove(from: from, to: to)
    }
    self.drag = nil
    var update = ReorderUpdate()
    update.event = .ended(from: from, to: to)
    update.restingRow = to
    update.settleFrame = table.rectForRow(at: to)
    return update
  }

  /// Cancels the drag. Moves already committed stay (each-swap mode); in on-drop mode the row is
  /// put back where it began. For ``ReorderCancelReason/dataChanged`` nothing is put back and
  /// there is no settle frame. The session is idle afterwards.
  public mutating func cancel<Policy: ReorderPolicy>(
    _ reason: ReorderCancelReason, in table: some GestureTable, policy: inout Policy
  ) -> ReorderUpdate {
    guard let drag else { return ignored() }
    self.drag = nil
    var update = ReorderUpdate()
    let dataChanged =
      reason == .dataChanged
      || drag.shape != TableShape(table, draggedSection: drag.currentSection, mode: drag.commitMode)
    update.event = .cancelled(dataChanged ? .dataChanged : reason)
    guard !dataChanged else { return update }
    var settle = drag.currentIndexPath
    if drag.commitMode == .onDrop, drag.currentIndexPath != drag.originalIndexPath {
      policy.rowWillMove(from: drag.currentIndexPath, to: drag.originalIndexPath)
      table.moveRow(at: drag.currentIndexPath, to: drag.originalIndexPath)
      update.moveCount = 1
      settle = drag.originalIndexPath
    }
    update.restingRow = settle
    update.settleFrame = table.rectForRow(at: settle)
    return update
  }

  /// Tell the session the table reloaded its data. A drag in progress is cancelled with
  /// ``ReorderCancelReason/dataChanged``.
  public mutating func tableDidReloadData(_ table: some GestureTable) -> ReorderUpdate {
    var ignoredPolicy = NoCommitPolicy()
    return cancel(.dataChanged, in: table, policy: &ignoredPolicy)
  }

  // MARK: - Mechanics

  /// The state as it is, flagged as ignored: a dropped event changes nothing on screen.
  @usableFromInline func ignored() -> ReorderUpdate {
    var update = currentState()
    update.ignored = true
    return update
  }

  @inlinable func currentState() -> ReorderUpdate {
    var update = ReorderUpdate()
    addCurrentState(to: &update)
    return update
  }

  /// Sets the snapshot frame and the hidden row of `update` to the state as it is.
  @inlinable func addCurrentState(to update: inout ReorderUpdate) {
    update.snapshotFrame = dragging ? dragStorage.frame : nil
    update.hiddenPosition =
      dragging
      ? RowPosition(section: dragStorage.currentSection, row: dragStorage.currentRow) : nil
  }

  @inlinable mutating func cancelIfDataChanged(in table: some GestureTable) -> ReorderUpdate? {
    guard dragging,
      !dragStorage.shape.matches(
        table, draggedSection: dragStorage.currentSection, mode: dragStorage.commitMode)
    else { return nil }
    return cancelForDataChange(in: table)
  }

  /// Cancels the drag because the table's shape changed under it (no commit).
  @usableFromInline mutating func cancelForDataChange(in table: some GestureTable) -> ReorderUpdate
  {
    var ignoredPolicy = NoCommitPolicy()
    return cancel(.dataChanged, in: table, policy: &ignoredPolicy)
  }

  /// Puts the snapshot under the finger, inside the visible part of the content, at the dragged
  /// row's height as the table has it now.
  ///
  /// A row taller than the visible area cannot fit inside it: then the point the finger holds
  /// stays inside the visible area and the snapshot inside the content, so it follows the finger.
  ///
  /// Returns the dragged row's slot as read here, for ``reorder(in:policy:update:slot:shapeIsFresh:slotPath:)``.
  @inlinable @discardableResult
  ///
  /// `offsetY` and `visible`, when given, are the table's content offset and visible range as
  /// just read (the table has not changed since); `slotPath`, the dragged row's index path, which
  /// the slot is then read with (a table that takes index paths, as `UITableView` does, is asked
  /// the same question without one being built: measured 50 fewer instructions a steady move and
  /// frame, Benchmarks/README.md).
  mutating func placeSnapshot(
    in table: some GestureTable, offsetY: CGFloat? = nil,
    visible knownVisible: (top: CGFloat, bottom: CGFloat)? = nil, slotPath: IndexPath? = nil
  ) -> CGRect? {
    guard dragging else { return nil }
    let grabOffset = dragStorage.grabOffset
    let slot =
      if let slotPath {
        table.rectForRow(at: slotPath)
      } else {
        table.rectForRow(dragStorage.currentRow, inSection: dragStorage.currentSection)
      }
    let height = slot.height
    let fingerY = dragStorage.fingerInViewport + (offsetY ?? table.contentOffset.y)
    let visible = knownVisible ?? table.visibleContentRange
    let contentHeight = table.contentSize.height
    let lowest = Swift.max(visible.top, 0)
    let highest = Swift.min(visible.bottom, contentHeight) - height
    let top: CGFloat
    if highest >= lowest {
      top = (fingerY - grabOffset).clamped(lowest, highest)
    } else {
      let held = fingerY.clamped(visible.top, visible.bottom)
      top = (held - grabOffset).clamped(0, contentHeight - height)
    }
    dragStorage.frame = CGRect(x: slot.minX, y: top, width: slot.width, height: height)
    return slot
  }

  /// The ramp's velocity for the finger, or zero when the content cannot scroll that way.
  /// `offset` and `visible` are the table's content offset and visible range, as just read.
  @inlinable func autoscrollVelocity(
    in table: some GestureTable, offsetY offset: CGFloat, visible: (top: CGFloat, bottom: CGFloat)
  ) -> CGFloat {
    guard dragging else { return 0 }
    let fingerInViewport = dragStorage.fingerInViewport
    let velocity = options.autoscroll.velocity(
      fingerY: fingerInViewport + offset, visibleTop: visible.top,
      visibleBottom: visible.bottom)
    guard velocity != 0 else { return 0 }
    let range = table.contentOffsetRange
    if velocity < 0, offset <= range.min { return 0 }
    if velocity > 0, offset >= range.max { return 0 }
    return velocity
  }

  /// Scrolls for one frame of `interval` seconds at `velocity`; returns the distance scrolled.
  @inlinable func autoscroll(
    in table: some GestureTable, at velocity: CGFloat, for interval: TimeInterval
  ) -> CGFloat {
    let offset = table.contentOffset
    let range = table.contentOffsetRange
    var target = offset.y + velocity * CGFloat(interval)
    // Never scroll past an end, and never jump when the offset already lies beyond one.
    if velocity < 0 {
      target = Swift.max(target, Swift.min(range.min, offset.y))
    } else {
      target = Swift.min(target, Swift.max(range.max, offset.y))
    }
    guard target.isFinite, target != offset.y else { return 0 }
    table.contentOffset = CGPoint(x: offset.x, y: target)
    return target - offset.y
  }

  /// Moves the dragged row while its snapshot lies past the halfway mark to a neighbouring
  /// position. Stops at a position the policy refuses, or after a redirected move that did not
  /// go in the direction of travel.
  ///
  /// `slot` is the dragged row's slot as ``placeSnapshot(in:)`` has just read it (the table has
  /// not changed since), so that the first step does not read it again; `shapeIsFresh`, that no
  /// code has run since the event checked the drag's shape (``goesOn(in:inputIsFinite:update:)``),
  /// so that the first step takes the dragged section's row count from it.
  ///
  /// Always inlined, for the look most events end at: a snapshot whose top is within the
  /// hysteresis of the slot's top has no step due (the step's own comparisons, asking nothing),
  /// so the steps are not looked for out of line (a call that cost about 65 instructions a move
  /// or frame, Benchmarks/README.md). `slotPath`, when given, is the dragged row's index path
  /// (``move(to:in:policy:update:slotPath:)``).
  @inlinable @inline(__always) mutating func reorder<Policy: ReorderPolicy>(
    in table: some GestureTable, policy: inout Policy, update: inout ReorderUpdate,
    slot placedSlot: CGRect? = nil, shapeIsFresh: Bool = false, slotPath: IndexPath? = nil
  ) {
    let hysteresis = Swift.max(0, options.swapHysteresis.finiteOrZero)
    if let placedSlot, dragging {
      let top = dragStorage.frame.minY
      let slotTop = placedSlot.minY
      // Not `abs`: the same comparisons as the step's, so a NaN looks for steps as before.
      if !(top > slotTop + hysteresis), !(top < slotTop - hysteresis) { return }
    }
    reorderSteps(
      in: table, policy: &policy, update: &update, slot: placedSlot, hysteresis: hysteresis,
      shapeIsFresh: shapeIsFresh, slotPath: slotPath)
  }

  /// ``reorder(in:policy:update:slot:shapeIsFresh:slotPath:)``'s steps, with the hysteresis it
  /// has worked out.
  ///
  /// The dragged row's index path is built only when no one has it: the first step's is
  /// `slotPath` when given, a later step's the target of the step before (the row's position
  /// since), and the row's slot after a step is read with that path. Foundation builds an index
  /// path with two calls (about 75 instructions), and a table that takes index paths, as
  /// `UITableView` and `UICollectionView` do, had one built for the slot's read too.
  @inlinable mutating func reorderSteps<Policy: ReorderPolicy>(
    in table: some GestureTable, policy: inout Policy, update: inout ReorderUpdate,
    slot placedSlot: CGRect?, hysteresis: CGFloat, shapeIsFresh: Bool, slotPath: IndexPath? = nil
  ) {
    // Every step moves the row strictly one way, so the loop ends by itself; the budget only
    // bounds pathological tables (thousands of zero-height rows), which continue next event.
    var budget = Self.maximumStepsPerEvent
    var knownSlot = placedSlot
    var knownRows = shapeIsFresh ? dragStorage.shape.rowsInDraggedSection : nil
    // The path of the row at `currentSection`, `currentRow`, when known.
    var knownPath = slotPath
    while budget > 0, dragging {
      budget -= 1
      let currentSection = dragStorage.currentSection
      let currentRow = dragStorage.currentRow
      let slot =
        if let knownSlot {
          knownSlot
        } else if let knownPath {
          table.rectForRow(at: knownPath)
        } else {
          table.rectForRow(currentRow, inSection: currentSection)
        }
      knownSlot = nil
      let rows = knownRows
      knownRows = nil
      guard
        let step = Self.dueStep(
          slot: slot, section: currentSection, row: currentRow, rows: rows,
          snapshotTop: dragStorage.frame.minY, hysteresis: hysteresis, in: table)
      else { break }
      // The proposed position's index path comes with the step (built for the neighbour's
      // read, or for a step across sections once it is due).
      let commitMode = dragStorage.commitMode
      let destination = destinationPosition(
        for: step.path, goingDown: step.goingDown,
        original: dragStorage.originalIndexPath, originalSection: dragStorage.originalSection,
        currentSection: currentSection, currentRow: currentRow, commitMode: commitMode,
        in: table, policy: policy)
      // Reloaded with other counts from a question (told or not): the drag's positions no
      // longer name its rows; cancelled now, not one event (and some moves) late.
      let shape = TableShape(table, draggedSection: currentSection, mode: commitMode)
      if dragStorage.shape != shape {
        update = cancelForDataChange(in: table)
        return
      }
      // Reloaded and told from a question: the drag ends when the event returns; no more moves.
      if policy.tableDidReload { break }
      // The target's row count read again: a question may have reloaded another section. For a
      // target in the dragged row's section, the count the shape has just read (nothing has run
      // since): read again, it was one more table question a swap.
      guard let (target, section, row) = destination,
        row
          <= (section == currentSection
            ? shape.rowsInDraggedSection - 1 : table.numberOfRows(inSection: section))
      else { break }
      let from = knownPath ?? IndexPath(row: currentRow, inSection: currentSection)
      knownPath = target
      policy.rowWillMove(from: from, to: target, in: table)
      update.moveCount += 1
      dragStorage.currentSection = section
      dragStorage.currentRow = row
      if commitMode == .eachSwap {
        Self.commit(
          from: from, to: target, in: table, policy: &policy,
          movesRow: dragStorage.rowMoves != .dataSource)
        // Reloaded (and told) from the commit: the drag ends when the event returns.
        if policy.tableDidReload { break }
      } else {
        table.moveRow(at: from, to: target)
      }
      // A move within the section leaves every row count as it was, so the shape the drag
      // compares against stands: read again, it would take in a count the app changed inside
      // its commit (the drag would go on a row off instead of cancelling), and cost two table
      // questions a swap. A move to another section changes two counts: read them.
      if section != currentSection {
        dragStorage.shape = TableShape(table, draggedSection: section, mode: commitMode)
      } else if row == step.row,
        Self.noStepDue(
          afterStepFrom: slot.minY, to: step.landingTop, goingDown: step.goingDown,
          snapshotTop: dragStorage.frame.minY, hysteresis: hysteresis)
      {
        break
      }
    }
  }

  /// Whether no further step can be due after the dragged row took one step, to the neighbour
  /// the step measured, within its section: its slot's top moved from `slotTop` to `landing`
  /// (the neighbour's top going up; going down, the old slot's top plus the neighbour's height).
  /// The rows keep their heights when one moves past another, so the step's own figures say
  /// where the next step's thresholds lie, and the row's new slot is not read for a next step
  /// that cannot come: going down, the snapshot's top is not past the new slot's top plus the
  /// hysteresis (no step further down is looked for) and not before the halfway mark back minus
  /// it (the row that moved up now starts at `slotTop`); going up, the mirror. Each bound holds
  /// by ``landingTolerance`` more, for a table that adds the heights in another order.
  ///
  /// The one table this answers differently for is one whose rows change height when they move
  /// (heights by position, spacing between rows): a further step one event later, when the
  /// next event reads the slot. A NaN top or landing answers `false` (the slot is read).
  @inlinable static func noStepDue(
    afterStepFrom slotTop: CGFloat, to landing: CGFloat, goingDown: Bool,
    snapshotTop top: CGFloat, hysteresis: CGFloat
  ) -> Bool {
    let tolerance = landingTolerance
    let halfway = (slotTop + landing) / 2
    if goingDown {
      return top <= landing + hysteresis - tolerance && top >= halfway - hysteresis + tolerance
    }
    return top >= landing - hysteresis + tolerance && top <= halfway + hysteresis - tolerance
  }

  /// The margin, in points, by which ``noStepDue(afterStepFrom:to:goingDown:snapshotTop:hysteresis:)``
  /// keeps inside its bounds: far above the rounding of a sum of row heights (about 10⁻⁸ pt at a
  /// content height of 10⁸ pt), far below a pixel.
  @inlinable static var landingTolerance: CGFloat { 1.0 / 1_024 }

  /// The position one step up or down from the row at `section` and `row` (whose rect is
  /// `slot`) that a snapshot whose top edge is at `top` has travelled past the halfway mark to
  /// (plus `hysteresis`), if any, as the proposed position's section and row: down is looked at
  /// first. The same thresholds as ``neighbourhood(of:in:)``, reading only the rects needed.
  /// A neighbouring row's rect is read with its index path, built here and handed back with the
  /// step it proposes (`path`: the proposed position's; `landingTop`, for a step within the
  /// section, where the row's slot starts once it has moved there; NaN for a step to another), which a table that takes index paths
  /// (`UITableView`, `UICollectionView`: the default ``GestureTable/rectForRow(_:inSection:)``)
  /// had built for the read and thrown away.
  ///
  /// A neighbour's halfway mark is never nearer the slot's top than the slot's top itself: rows
  /// do not have negative heights, so the one below starts at or after the slot's top and the one
  /// above at or before it. So while the snapshot's top is within `hysteresis` of the slot's top
  /// neither neighbour is read: the finger resting on its row, most events, asks the table for
  /// no rect here (the same answers, bit for bit: `(a + b) / 2 ≥ a` in floating point when
  /// `b ≥ a`).
  ///
  /// `rows`, when given, is the section's row count as just read.
  @inlinable static func dueStep(
    slot: CGRect, section: Int, row: Int, rows: Int? = nil, snapshotTop top: CGFloat,
    hysteresis: CGFloat, in table: some GestureTable
  ) -> (section: Int, row: Int, goingDown: Bool, path: IndexPath, landingTop: CGFloat)? {
    let slotTop = slot.minY
    if top > slotTop + hysteresis {
      if let down = dueStepDown(
        slot: slot, section: section, row: row, rows: rows, snapshotTop: top,
        hysteresis: hysteresis, in: table)
      {
        return down
      }
    }
    guard top < slotTop - hysteresis else { return nil }
    return dueStepUp(
      slotTop: slotTop, section: section, row: row, snapshotTop: top, hysteresis: hysteresis,
      in: table)
  }

  /// The step down ``dueStep(slot:section:row:rows:snapshotTop:hysteresis:in:)`` finds, if any.
  @inlinable static func dueStepDown(
    slot: CGRect, section: Int, row: Int, rows: Int?, snapshotTop top: CGFloat,
    hysteresis: CGFloat, in table: some GestureTable
  ) -> (section: Int, row: Int, goingDown: Bool, path: IndexPath, landingTop: CGFloat)? {
    let slotTop = slot.minY
    if row + 1 < rows ?? table.numberOfRows(inSection: section) {
      let next = IndexPath(row: row + 1, inSection: section)
      let downTop = slotTop + table.rectForRow(at: next).height
      if top > (slotTop + downTop) / 2 + hysteresis {
        return (section, row + 1, true, next, downTop)
      }
    } else if section + 1 < table.numberOfSections {
      let footer = Swift.max(0, table.rect(forSection: section).maxY - slot.maxY)
      let header = table.rectForHeader(inSection: section + 1).height
      let downTop = slotTop + footer + header
      if top > (slotTop + downTop) / 2 + hysteresis {
        return (section + 1, 0, true, IndexPath(row: 0, inSection: section + 1), .nan)
      }
    }
    return nil
  }

  /// The step up ``dueStep(slot:section:row:rows:snapshotTop:hysteresis:in:)`` finds, if any.
  @inlinable static func dueStepUp(
    slotTop: CGFloat, section: Int, row: Int, snapshotTop top: CGFloat, hysteresis: CGFloat,
    in table: some GestureTable
  ) -> (section: Int, row: Int, goingDown: Bool, path: IndexPath, landingTop: CGFloat)? {
    if row > 0 {
      let previous = IndexPath(row: row - 1, inSection: section)
      let upTop = table.rectForRow(at: previous).minY
      if top < (slotTop + upTop) / 2 - hysteresis {
        return (section, row - 1, false, previous, upTop)
      }
    } else if section > 0 {
      let above = section - 1
      let upTop =
        table.rect(forSection: above).maxY - table.rectForFooter(inSection: above).height
      if top < (slotTop + upTop) / 2 - hysteresis {
        let rows = table.numberOfRows(inSection: above)
        return (above, rows, false, IndexPath(row: rows, inSection: above), .nan)
      }
    }
    return nil
  }

  /// The position the row moves to for `proposed`, after the policy had its say; `nil` to wait.
  ///
  /// A target that is not beyond the current position in the direction of travel (for example
  /// the original position, which Apple's delegate returns to refuse a move) means "wait": taking
  /// it would make the next event propose the same step again and the row would flip back and
  /// forth.
  @inlinable func destination(
    for proposed: IndexPath, goingDown: Bool, original: IndexPath, current: IndexPath,
    commitMode: ReorderCommitMode, in table: some GestureTable, policy: some ReorderPolicy
  ) -> IndexPath? {
    let target = policy.targetIndexPath(forMoveFrom: original, proposed: proposed)
    guard goingDown ? current < target : target < current,
      table.acceptsMove(fromSection: current.tableSection, to: target)
    else { return nil }
    if commitMode == .onDrop, target.tableSection != original.tableSection {
      return nil
    }
    return policy.canMoveRow(to: target) ? target : nil
  }

  /// ``destination(for:goingDown:original:current:commitMode:in:policy:)`` for a drag, whose
  /// current and original positions are two-element table paths known by their integers: the
  /// same questions to the app in the same order, the target's section and row read once.
  /// Returns the target with its section and row.
  ///
  /// The number of sections and a target's row count in the dragged row's section are the drag's
  /// shape, not asked again: ``reorder(in:policy:update:slot:shapeIsFresh:slotPath:)`` compares the shape
  /// with the table's right after these questions (one that reloaded with other counts cancels
  /// the drag there), so a target it takes lies within the counts as they are then. A target in
  /// another section has that section's count read (two table questions fewer a swap).
  @inlinable func destinationPosition(
    for proposed: IndexPath, goingDown: Bool, original: IndexPath, originalSection: Int,
    currentSection: Int, currentRow: Int, commitMode: ReorderCommitMode,
    in table: some GestureTable, policy: some ReorderPolicy
  ) -> (target: IndexPath, section: Int, row: Int)? {
    let target = policy.targetIndexPath(forMoveFrom: original, proposed: proposed)
    // A target that is not a two-element path is no move destination (`acceptsMove`).
    guard let (section, row) = target.tablePosition else { return nil }
    let beyond =
      goingDown
      ? (currentSection, currentRow) < (section, row)
      : (section, row) < (currentSection, currentRow)
    guard beyond, section >= 0, section < dragStorage.shape.sections, row >= 0,
      row
        <= (section == currentSection
          ? dragStorage.shape.rowsInDraggedSection - 1 : table.numberOfRows(inSection: section))
    else { return nil }
    if commitMode == .onDrop, section != originalSection {
      return nil
    }
    return policy.canMoveRow(to: target, section: section, row: row) ? (target, section, row) : nil
  }

  /// The slot of the row at `indexPath` and the positions one step up and down, with where the
  /// row's top edge would be after moving there.
  @inlinable static func neighbourhood(of indexPath: IndexPath, in table: some GestureTable)
    -> Neighbourhood
  {
    let slot = table.rectForRow(at: indexPath)
    let section = indexPath.tableSection
    let row = indexPath.tableRow
    var result = Neighbourhood(slot: slot)
    if row + 1 < table.numberOfRows(inSection: section) {
      let next = IndexPath(row: row + 1, inSection: section)
      result.down = .init(proposed: next, slotTop: slot.minY + table.rectForRow(at: next).height)
    } else if section + 1 < table.numberOfSections {
      let footer = Swift.max(0, table.rect(forSection: section).maxY - slot.maxY)
      let header = table.rectForHeader(inSection: section + 1).height
      result.down = .init(
        proposed: IndexPath(row: 0, inSection: section + 1), slotTop: slot.minY + footer + header)
    }
    if row > 0 {
      let previous = IndexPath(row: row - 1, inSection: section)
      result.up = .init(proposed: previous, slotTop: table.rectForRow(at: previous).minY)
    } else if section > 0 {
      let above = section - 1
      result.up = .init(
        proposed: IndexPath(row: table.numberOfRows(inSection: above), inSection: above),
        slotTop: table.rect(forSection: above).maxY - table.rectForFooter(inSection: above).height)
    }
    return result
  }
}

/// A policy for internal cancels, which never commit.
struct NoCommitPolicy: ReorderPolicy {
  func commitMove(from: IndexPath, to: IndexPath) {}
}
