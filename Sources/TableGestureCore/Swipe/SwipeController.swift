import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The swipe engine: owns the ``SwipeSession`` of the one row that may be swiped at a time and
/// runs the whole lifecycle — pan begin and follow, settle frames, open and close, full swipes
/// and fills, handler and completion calls, haptic moments, programmatic moves, the first-run
/// hint, table updates and VoiceOver actions — talking to a ``SwipeHost`` for the views and a
/// ``SwipeActionsProvider`` for the app.
///
/// Rules:
/// - **One row at a time.** At most one row is open or moving; every other row rests at 0. A
///   touch outside the open row closes it and the same touch goes on (the call returns, it does
///   not swallow the touch): a pan that then claims another row snaps the closing row shut and
///   starts on the new one — one gesture. Scrolling closes the open row. Neither closes a row
///   whose action is in flight (a fill waiting for the app); ``hideActions(animated:)`` does.
/// - **Only what the user sees acts.** Before a touch, a tap or a pan on the open row, the engine
///   asks the host whether the row's current cell still shows its buttons
///   (``SwipeHost/swipeButtonsEdge(forRowAt:)``). If the table replaced the cell without a
///   scroll (a reload), the row is at rest for the user: it closes at once and the tap runs no
///   action.
/// - **Pan begin.** After ``panHysteresis`` points, only if horizontal movement dominates, the
///   row's edge in that direction has actions (or the row is already open), the table is not
///   editing, no drag-to-reorder is active, and the provider's per-row, per-point policy agrees.
/// - **Deletes through the app.** A destructive action that completes with `true` (or an
///   automatic-delete fill) expects the app to have removed the row: the controller checks
///   (told through ``rowsDeleted(at:)``, the row's identity gone, or fewer rows in the section),
///   and if the data did not change it closes the row — no inconsistency. It never deletes.
/// - **At most once.** Each handler runs at most once and only the first call of each
///   completion counts; a completion for an action the controller has moved on from is ignored.
/// - **Re-entrancy.** Host and app code called by the controller may call any public method.
///   Reads always see a consistent state (the state is updated before each call out, and the
///   app's handler is always the last call of an event). Any command or event that arrives
///   while an event is being handled is deferred and runs, in order, when that event returns
///   (at most 64 are queued; more are refused); a deferred call returns `false`.
/// - **Bad input never traps.** Non-finite translations, velocities and times are ignored;
///   invalid index paths, zero or negative widths and empty action lists mean "no swipe";
///   actions that change mid-swipe are re-measured (``actionsDidChange(forRowAt:)``); a row that
///   disappears mid-swipe (noticed at the next event) ends the swipe.
///
/// Time: drive ``tick(at:)`` once per display frame while ``needsFrames`` is `true`.
///
/// **Exclusivity.** The stored properties are `@exclusivity(unchecked)`: every access to them is
/// instantaneous (a read, a write, or a mutation of the session or a small value that calls out
/// to no host, table or app code), and the controller is used from one thread (the main one),
/// where the `depth` re-entrancy guard defers any call that arrives inside an event. So no two
/// accesses can overlap and the run-time checks, about a sixth of a pan update's cost
/// (Benchmarks/instructions.sh), can never fire.
@_spi(Headless) public final class SwipeController {
  /// The table the rows live in.
  public let table: GestureTable
  /// The view system. Held weakly.
  @exclusivity(unchecked) public weak var host: SwipeHost?
  /// The app. Held weakly.
  @exclusivity(unchecked) public weak var provider: SwipeActionsProvider?

  /// Whether the table lays out right to left (leading actions on the right).
  @exclusivity(unchecked) public var rightToLeft = false
  /// Whether the user asked for reduced motion (no springs).
  @exclusivity(unchecked) public var reduceMotion = false
  /// Finger travel before a pan is judged when the row's actions do not say (iOS: 25 pt). A
  /// row with actions uses its profile's ``SwipeableMetrics/panHysteresis`` (the
  /// ``SwipeableMetrics/swipeCellKit`` profile: 10 pt).
  @exclusivity(unchecked) public var panHysteresis: CGFloat = SwipeableMetrics.native.panHysteresis
  /// How far the first-run hint peeks, in points (never past the open width).
  @exclusivity(unchecked) public var hintDistance: CGFloat = 30

  /// Whether the table is editing; turning it on closes any open row at once. The table's own
  /// ``GestureTable/isEditing`` is also read at every event: an app that switches edit mode on
  /// (`setEditing(_:animated:)`) while a row is open has it closed at the next event, before
  /// that event is handled, so the touch that follows is not used to close it.
  @exclusivity(unchecked) public var isEditing = false {
    didSet { if isEditing { run(.close(animated: false)) } }
  }

  /// Whether either this controller or the table says the table is editing.
  var editing: Bool { isEditing || table.isEditing }
  /// Whether a drag-to-reorder is active; turning it on closes any open row at once.
  @exclusivity(unchecked) public var isReorderActive = false {
    didSet { dragDidChange() }
  }
  /// Whether UIKit's own drag and drop has items lifted from the view (a collection view's
  /// `hasActiveDrag`), the library's drag aside; turning it on closes any open row at once.
  /// UIKit's list swipe refuses to begin while items are being reordered or dragged
  /// (`-[_UICollectionViewLayoutSwipeActionsModule _canSwipeItemAtIndexPath:]`: no swipe while
  /// `_reorderedItems` is not empty or the cell `_isCellInvolvedInDragOrDropAnimationAtIndexPath:`;
  /// decompiled UIKitCore 26.1), and so does the engine.
  /// Set at each judged event by the host; only a change is acted on.
  @exclusivity(unchecked) public var isSystemDragActive = false {
    didSet { if isSystemDragActive != oldValue { dragDidChange() } }
  }
  /// Whether a drag keeps rows from swiping: the library's (``isReorderActive``) or UIKit's
  /// (``isSystemDragActive``). Stored, as the gates read it at every judged event.
  @exclusivity(unchecked) var dragBlocksSwipe = false

  private func dragDidChange() {
    dragBlocksSwipe = isReorderActive || isSystemDragActive
    if dragBlocksSwipe { run(.close(animated: false)) }
  }

  /// The state machine of the active row.
  @exclusivity(unchecked) public internal(set) var session = SwipeSession()
  /// The row that is open or moving, or `nil`.
  @exclusivity(unchecked) public internal(set) var activeRow: IndexPath? {
    didSet {
      rowStateChanges &+= 1
      activePosition = activeRow?.tablePosition
    }
  }
  /// ``activeRow``'s section and row, read once when it is set: the table's row rect is asked
  /// by numbers on every event (``GestureTable/rectForRow(_:inSection:)``), without taking the
  /// index path apart again.
  @exclusivity(unchecked) var activePosition: (section: Int, row: Int)?

  @exclusivity(unchecked) var positiveSet: SwipeActionSet? {
    didSet { positiveEffects = positiveSet.flatMap(SwipeButtonEffects.init) }
  }
  @exclusivity(unchecked) var negativeSet: SwipeActionSet? {
    didSet { negativeEffects = negativeSet.flatMap(SwipeButtonEffects.init) }
  }
  /// ``positiveSet``'s and ``negativeSet``'s button effects, resolved when they are set (`nil`
  /// when the buttons have none).
  @exclusivity(unchecked) var positiveEffects: SwipeButtonEffects?
  @exclusivity(unchecked) var negativeEffects: SwipeButtonEffects?
  /// The button effects of the side `g` opens (``positiveEffects`` or ``negativeEffects``).
  @inline(__always) func buttonEffects(for g: SwipeGeometry) -> SwipeButtonEffects? {
    g.sign > 0 ? positiveEffects : negativeEffects
  }
  @exclusivity(unchecked) var shownEdge: SwipeableEdge?
  @exclusivity(unchecked) var rowIdentity: AnyHashable?
  @exclusivity(unchecked) var pan: SwipePanState? {
    didSet { rowStateChanges &+= 1 }
  }
  @exclusivity(unchecked) var pending: SwipePendingAction? {
    didSet {
      pendingIsFill = pending?.isFill == true
      rowStateChanges &+= 1
    }
  }
  /// Whether ``pending`` is a fill, kept beside it: read on every event, where reading
  /// `pending?.isFill` copied the whole action.
  @exclusivity(unchecked) var pendingIsFill = false
  /// Whether the buttons are placed expanded: the row is in the full-swipe state, filled, or
  /// about to fill for its pending action.
  var placesButtonsExpanded: Bool {
    @inline(__always) get { session.isExpanded || session.phase == .filled || pendingIsFill }
  }
  @exclusivity(unchecked) var hintStage: HintStage?
  @exclusivity(unchecked) var nextToken = 0
  @exclusivity(unchecked) @usableFromInline var depth = 0
  @exclusivity(unchecked) var deferred: [Command] = []
  @exclusivity(unchecked) var result = false
  /// The table's shape around the watched row (``watchedRow``) when last read, to notice changes
  /// nobody reported; `nil` when no row is watched.
  @exclusivity(unchecked) var knownShape: WatchedShape?
  /// Counts the changes of ``activeRow``, ``pending`` and ``pan``: an event that changes none of
  /// them leaves the watched row as it was (the table's shape need not be read again), and the
  /// pan on the row it was on (``panIsOnActiveRow``).
  @exclusivity(unchecked) var rowStateChanges = 0
  /// The active row's rect and the visible range read at the start of this pan update or
  /// display frame (``beginFollowEvent()``), valid while its `rowExists` holds: read by
  /// ``validateActiveRow(readingRect:rowExists:)`` and ``applyOffset(rowRect:host:)`` instead of
  /// asking the table again; `nil` outside those events.
  @exclusivity(unchecked) var readAhead: ReadAhead?
  /// ``panIsOnActiveRow`` and the ``rowStateChanges`` it was worked out at.
  @exclusivity(unchecked) var panRowCheck = (changes: -1, isOnActiveRow: false)

  /// Whether the pan's row is the active row, compared again only after one of them changed:
  /// comparing the two index paths on every pan update cost more than following the finger's
  /// rubber band.
  var panIsOnActiveRow: Bool {
    @inline(__always) get {
      guard panRowCheck.changes == rowStateChanges else { return checkPanRow() }
      return panRowCheck.isOnActiveRow
    }
  }

  /// ``panIsOnActiveRow`` compared again, out of line (after a change).
  @inline(never)
  private func checkPanRow() -> Bool {
    let same = activeRow == pan?.row
    panRowCheck = (rowStateChanges, same)
    return same
  }

  /// Handler to call when the current event's work is done.
  @exclusivity(unchecked) var dueHandler: (SwipeAction, IndexPath, SwipeActionCompletion)? {
    didSet { hasDueHandler = dueHandler != nil }
  }
  /// Whether ``dueHandler`` is set, kept beside it: checked after every event, where reading the
  /// optional tuple copied it.
  @exclusivity(unchecked) var hasDueHandler = false
  /// Begin and end notices for the provider, delivered when the current event's work is done.
  @exclusivity(unchecked) var dueNotices: [SwipeRowNotice] = []
  /// Whether the provider was asked for actions since it was last told they are released.
  @exclusivity(unchecked) var holdsActions = false
  /// Whether the active row's opening was announced (its end will be).
  @exclusivity(unchecked) var announcedBegin = false
  /// The button frames of a row with more buttons than are placed from the stack
  /// (``withButtonFrames(count:_:)``), kept between events so that no event allocates; grown
  /// when a row with more buttons than any before is placed (``growButtonFrames(to:)``), freed
  /// with the controller.
  @exclusivity(unchecked) var buttonFrames = UnsafeMutableBufferPointer<SwipeButtonFrame>(
    start: nil, count: 0)

  /// The separators the host was last told to hide (``syncListLook()``).
  @exclusivity(unchecked) var listSeparators = ListHiddenSeparators.none
  /// The ``rowStateChanges``, whether the active row rested, and the section and row counts of
  /// the last shape read (``knownShape``) when the list look was last worked out: an event that
  /// changes none of them leaves it as it was.
  @exclusivity(unchecked) var listLookKey = ListLookKey()
  /// Whether the open row is on a list host (its look is worked out at every event that may
  /// change it); `false` on a table, whose events then pay one comparison.
  @exclusivity(unchecked) var listLookActive = false
  /// The corners last given to the open row's buttons (``showButtons(_:edge:forRowAt:host:)``).
  @exclusivity(unchecked) var listCorners: ListRowCorners?
  /// The ``ListGate`` reasons already reported to the host (one log line each).
  @exclusivity(unchecked) var listGateReported: Set<ListGateReason> = []

  enum HintStage { case out, back }

  /// Creates a controller for `table`.
  public init(table: GestureTable, host: SwipeHost?, provider: SwipeActionsProvider?) {
    self.table = table
    self.host = host
    self.provider = provider
    deferred.reserveCapacity(8)
    dueNotices.reserveCapacity(4)
  }

  deinit { buttonFrames.deallocate() }

  // MARK: - Reading

  /// The active row's content offset (0 when idle).
  public var offset: CGFloat { activeRow == nil ? 0 : session.offset }
  /// Whether nothing is open, moving or in flight.
  public var isIdle: Bool { activeRow == nil && pending == nil }
  /// Whether an action's handler or completion is outstanding.
  public var isPerformingAction: Bool { pending != nil }
  /// Whether the controller needs ``tick(at:)`` calls (an animation is running).
  public var needsFrames: Bool { activeRow != nil && session.phase == .animating }
  /// Whether the active row moves: the finger tracks it or it animates, so an event follows it at
  /// every touch move or display frame. A device host holds its table while it does
  /// (``SwipeDeviceHost/perform(_:)``).
  @usableFromInline var isMoving: Bool {
    activeRow != nil && (session.phase == .tracking || session.phase == .animating)
  }
  /// Whether the device host holds the table for the moving row (``SwipeDeviceHost``); read and
  /// written only between calls, unchecked.
  @exclusivity(unchecked) @usableFromInline var tableHeldForSwipe = false
  /// The edge showing on the active row.
  public var activeEdge: SwipeableEdge? { activeRow == nil ? nil : session.geometry?.edge }
  /// Whether taps should go to the engine instead of selecting rows: a row is open, opening,
  /// closing or being swiped. The host enables its dismissal (tap) recogniser exactly then.
  public var needsDismissalGesture: Bool { activeRow != nil }
  /// Whether a row is open or moving, so the host should reconcile its cells once more after
  /// the layout pass that follows a scroll (the row may get a new cell there). With no row
  /// active every cell is already at rest: nothing to do.
  public var needsCellReconciliation: Bool { activeRow != nil }

  /// The actions of the edge showing on the active row.
  var activeSet: SwipeActionSet? {
    guard let g = session.geometry else { return nil }
    return g.sign > 0 ? positiveSet : negativeSet
  }

  // MARK: - Commands and events (all go through `run`)

  enum Command {
    case touchDown(CGPoint)
    case tap(CGPoint)
    case panBegan(CGPoint)
    case panChanged(translation: CGPoint, location: CGPoint, velocity: CGFloat)
    case panEnded(velocity: CGPoint)
    case panCancelled
    case scrolled
    /// A user scroll heard inside the content-offset observation.
    case userScrolled
    case reconcile
    case tick(TimeInterval)
    case close(animated: Bool)
    case show(IndexPath, SwipeableEdge, animated: Bool)
    case setOffset(CGFloat, IndexPath, animated: Bool)
    case hint(IndexPath, SwipeableEdge)
    case completed(token: Int, success: Bool)
    case accessibility(IndexPath, SwipeableEdge, Int)
    case actionsChanged(IndexPath)
    case deleted(IndexPath)
    case inserted(IndexPath)
    case moved(IndexPath, IndexPath)
    case sectionDeleted(Int)
    case sectionInserted(Int)
    case reloaded
    case leftWindow
    /// The table's edit mode changed (``beginEvent(isTableUpdate:)`` closes the open row).
    case editingChanged
    /// Internal: resolve an action once its handler (and what the app did inside it) has run.
    case resolve(token: Int)

    /// Whether the command reports a table change (the table has already changed).
    var isTableUpdate: Bool {
      switch self {
      case .deleted, .inserted, .moved, .sectionDeleted, .sectionInserted, .reloaded: return true
      default: return false
      }
    }
  }

  /// The row whose table shape is watched: the active row, else the pending action's (read only
  /// when there is no active row: reading it copies the pending action).
  var watchedRow: IndexPath? {
    if let activeRow { return activeRow }
    return pending?.row
  }

  /// The table's shape around the watched row: the section count, and the row's section and
  /// row with the row count of that section.
  struct WatchedShape {
    var sections: Int
    var section: Int
    var row: Int
    var rows: Int

    /// Whether the watched row exists in this shape.
    var containsRow: Bool { section >= 0 && section < sections && row >= 0 && row < rows }
  }

  /// Reads and remembers the table's shape around the watched row.
  func recordShape() {
    guard let path = watchedRow else {
      knownShape = nil
      return
    }
    let (section, row) = path.tablePosition ?? (-1, -1)
    knownShape = WatchedShape(
      sections: table.numberOfSections, section: section, row: row,
      rows: table.numberOfRows(inSection: section))
  }

  /// A change to the table that nobody reported (the section count, or the row count of the
  /// watched row's section, differs from the last reading) is handled as a reload: the row is
  /// found again by identity, else the swipe ends. O(1) per event when nothing changed.
  ///
  /// Returns whether the table was read and matched: the reading stays ``knownShape``, and
  /// whether the watched row exists is known without asking the table again.
  @discardableResult
  func noticeUnreportedChanges() -> Bool {
    // The watched row cannot change between events (only commands change it, and each records
    // the shape when it does), so the recorded section is the watched row's.
    guard let shape = knownShape else { return false }
    if table.numberOfSections == shape.sections,
      table.numberOfRows(inSection: shape.section) == shape.rows
    {
      return true
    }
    handleReload()
    return false
  }

  /// Runs a command now, or defers it when an event is in progress.
  @discardableResult
  func run(_ command: Command) -> Bool {
    if depth > 0 {
      if deferred.count < 64 { deferred.append(command) }
      return false
    }
    let start = beginEvent(isTableUpdate: command.isTableUpdate)
    if Self.checksIdentity(command) { noticeIdentityChange() }
    execute(command, rowExists: start.rowExists)
    return endEvent(start)
  }

  /// What ``beginEvent(isTableUpdate:)`` found, for the handler and ``endEvent(_:)``.
  struct EventStart {
    /// Whether the active row is known to exist: the table's shape was read at the start of this
    /// event and nothing has run since (a handler that checks the row before it calls out need
    /// not read the table again).
    let rowExists: Bool
    /// Whether the shape read at the start is still ``knownShape``.
    let shapeRead: Bool
    /// ``rowStateChanges`` at the start.
    let changes: Int
  }

  /// Starts one event (`depth` is 0): notices unreported table changes and closes the open row
  /// if the table started editing. The caller then handles the event and calls
  /// ``endEvent(_:)``, which delivers what is due and runs the deferred commands.
  ///
  /// The pan update and the display frame call the pair directly, without a ``Command``:
  /// building and switching over one cost more than the rest of the dispatch; and with no
  /// closure between them, what the handler is given (the host) is not captured.
  @inline(__always)
  func beginEvent(isTableUpdate: Bool) -> EventStart {
    depth = 1
    result = false
    let changes = rowStateChanges
    var shapeRead = !isTableUpdate && noticeUnreportedChanges()
    if activeRow != nil, table.isEditing {
      closeRow(animated: false)
      shapeRead = false
    }
    return EventStart(
      rowExists: shapeRead && activeRow != nil && knownShape?.containsRow == true,
      shapeRead: shapeRead, changes: changes)
  }

  /// ``beginEvent(isTableUpdate:)`` for a pan update or a display frame, which go on to read the
  /// active row's rect and the visible range: every question of the event is asked in one
  /// ``GestureTable/followReading(_:)`` (a table held weakly is loaded once, not once per
  /// question), the same questions under the same conditions, the rect and the range only of a
  /// row that exists. They stand as ``readAhead`` while nothing has run since (the event's
  /// `rowExists`); the caller clears it when its handler returns.
  @inline(__always)
  func beginFollowEvent() -> EventStart {
    depth = 1
    result = false
    let changes = rowStateChanges
    guard let shape = knownShape else {
      if activeRow != nil, table.isEditing { closeRow(animated: false) }
      return EventStart(rowExists: false, shapeRead: false, changes: changes)
    }
    // With a row active, the watched row is the active row.
    let question = RowFollowReading.Question(
      sections: shape.sections, section: shape.section, rows: shape.rows, row: shape.row,
      isActive: activeRow != nil)
    let reading = table.followReading(question)
    var editing = reading.isEditing
    var shapeRead = reading.matches(question)
    if !shapeRead {
      // As ``noticeUnreportedChanges()``, then the edit mode read after the reload.
      handleReload()
      editing = activeRow != nil && table.isEditing
    }
    if editing {
      closeRow(animated: false)
      shapeRead = false
    }
    let rowExists = shapeRead && activeRow != nil && knownShape?.containsRow == true
    readAhead =
      rowExists
      ? reading.rowRect.map {
        ReadAhead(
          rect: $0, visibleTop: reading.visibleTop, visibleBottom: reading.visibleBottom)
      } : nil
    return EventStart(rowExists: rowExists, shapeRead: shapeRead, changes: changes)
  }

  /// The active row's rect and the table's visible range, read at the start of a pan update or
  /// display frame (``beginFollowEvent()``).
  struct ReadAhead {
    var rect: CGRect
    var visibleTop: CGFloat
    var visibleBottom: CGFloat
  }

  /// Ends the event ``beginEvent(isTableUpdate:)`` started. Returns the event's ``result``.
  @inline(__always)
  func endEvent(_ start: EventStart) -> Bool {
    let answer = result
    // The reading at the start stands unless the command reported a table change or the
    // watched row changed; the app's calls delivered below are followed by a reading. A change
    // nobody reported, made by host or app code inside the handler, is noticed at the next event.
    if !start.shapeRead || rowStateChanges != start.changes { recordShape() }
    var calledOut = (hasDueHandler || !dueNotices.isEmpty) && callDueHandler()
    var index = 0
    while index < deferred.count, index < 256 {
      let next = deferred[index]
      index += 1
      var rowExists = !next.isTableUpdate && noticeUnreportedChanges()
      if Self.checksIdentity(next) {
        noticeIdentityChange()
        rowExists = false
      }
      execute(next, rowExists: rowExists && activeRow != nil && knownShape?.containsRow == true)
      calledOut = callDueHandler()
      recordShape()
    }
    if index > 0 {
      deferred.removeAll(keepingCapacity: true)
      calledOut = true
    }
    if calledOut { recordShape() }
    syncListLook()
    depth = 0
    releaseActionsIfIdle()
    return answer
  }

  /// Asks the provider for a row's actions, remembering that it holds some for the engine.
  func actions(
    of provider: SwipeActionsProvider, forRowAt row: IndexPath, edge: SwipeableEdge
  ) -> SwipeActionSet? {
    guard listGateAllows(row) else { return nil }
    holdsActions = true
    return provider.swipeActions(forRowAt: row, edge: edge)
  }

  /// Tells the provider it may forget the actions once nothing is open, moving or in flight
  /// (device review r2, F1: kept configurations kept their screens alive).
  func releaseActionsIfIdle() {
    guard holdsActions, depth == 0, isIdle else { return }
    holdsActions = false
    provider?.swipeActionsReleased()
  }

  /// Delivers the due begin/end notices, then the due handler (always the last call out).
  /// Returns whether it called the provider.
  @discardableResult
  private func callDueHandler() -> Bool {
    var calledOut = false
    if !dueNotices.isEmpty {
      calledOut = true
      let notices = dueNotices
      dueNotices.removeAll(keepingCapacity: true)
      for notice in notices {
        switch notice {
        case .began(let row, let edge): provider?.swipeWillBegin(forRowAt: row, edge: edge)
        case .ended(let row): provider?.swipeDidEnd(forRowAt: row)
        }
      }
    }
    guard hasDueHandler, let (action, row, completion) = dueHandler else { return calledOut }
    dueHandler = nil
    provider?.performSwipeAction(action, forRowAt: row, completion: completion)
    if deferred.count < 64 { deferred.append(.resolve(token: completion.token)) }
    return true
  }

  /// Runs one command; `rowExists`: the active row is known to exist (see
  /// ``EventStart/rowExists``).
  func execute(_ command: Command, rowExists: Bool) {
    switch command {
    case .touchDown(let point): handleTouchDown(point)
    case .tap(let point): handleTap(point)
    case .panBegan(let point): handlePanBegan(point)
    case .panChanged(let translation, let location, let velocity):
      handlePanChanged(translation, location, velocity, rowExists: rowExists, host: host)
    case .panEnded(let velocity): handlePanEnded(velocity)
    case .panCancelled: handlePanCancelled()
    case .scrolled: handleScroll(fromObservation: false)
    case .userScrolled: handleScroll(fromObservation: true)
    case .reconcile: handleReconcile()
    case .tick(let time): handleTick(time, rowExists: rowExists, host: host)
    case .close(let animated): closeRow(animated: animated)
    case .show(let row, let edge, let animated): handleShow(row, edge, animated)
    case .setOffset(let value, let row, let animated): handleSetOffset(value, row, animated)
    case .hint(let row, let edge): handleHint(row, edge)
    case .completed(let token, let success): handleCompletion(token, success)
    case .accessibility(let row, let edge, let index): handleAccessibility(row, edge, index)
    case .actionsChanged(let row): handleActionsChanged(row)
    case .deleted(let row): handleDeleted(row)
    case .inserted(let row): handleInserted(row)
    case .moved(let from, let to): handleMoved(from, to)
    case .sectionDeleted(let section): handleSectionDeleted(section)
    case .sectionInserted(let section): handleSectionInserted(section)
    case .reloaded: handleReload()
    case .leftWindow: handleLeftWindow()
    case .editingChanged: break
    case .resolve(let token): handleResolve(token)
    }
    endOrphanedTracking()
  }
}
