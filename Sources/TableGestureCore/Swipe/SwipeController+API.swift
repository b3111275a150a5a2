import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension SwipeController {
  // MARK: Gesture input (table content coordinates, points, seconds)

  /// A finger went down at `point`. Closes the open row when the touch is outside its vertical
  /// band; the touch is not consumed (it may go on to scroll or swipe another row).
  /// Returns whether a row started closing.
  @discardableResult
  public func touchDown(at point: CGPoint) -> Bool { run(.touchDown(point)) }

  /// Whether a touch at `point` (table content coordinates) only closes the open row and must
  /// reach no view: a row is open, opening or closing (not under the finger, not filling for its
  /// action), the table is not editing, and the touch lands outside that row. UIKit's own swipe
  /// only closes the row then, but a control in another row would still take the tap: "default
  /// control actions prevent overlapping gesture recognizer behavior" (Apple, UIControl), so a tap
  /// recogniser on the table cannot stop a `UIButton` or `UISwitch` (device review r2, M9). The
  /// host cancels such a touch's delivery to views. Non-finite points give `false`, and so does
  /// a row whose cell no longer shows it (a reload replaced the cell: the user sees no open row,
  /// and ``touchDown(at:)`` forgets it; device review r4, N3). Changes nothing.
  public func touchOnlyCloses(at point: CGPoint) -> Bool {
    guard point.x.isFinite, point.y.isFinite, activeRow != nil, !editing,
      session.phase != .tracking, !pendingIsFill
    else { return false }
    return !isInActiveRow(point) && cellShowsActiveRow()
  }

  /// A tap (touch up without a pan) at `point`. On a button of the open row it performs that
  /// action; anywhere else it closes the open row. Returns whether the tap was used (so the
  /// row should not be selected).
  @discardableResult
  public func tap(at point: CGPoint) -> Bool { run(.tap(point)) }

  /// A pan started at `point`.
  public func panBegan(at point: CGPoint) { run(.panBegan(point)) }

  /// The pan moved: `translation` since it began, the finger now at `location`, moving at
  /// `velocity` (points per second; only iOS's destructive early trigger uses it).
  public func panChanged(translation: CGPoint, location: CGPoint, velocity: CGPoint = .zero) {
    guard let host else {
      run(.panChanged(translation: translation, location: location, velocity: velocity.x))
      return
    }
    panChanged(translation: translation, location: location, velocity: velocity, host: host)
  }

  /// ``panChanged(translation:location:velocity:)`` called by the host itself, which hands itself
  /// in: `host` must be this controller's ``host``. The pan update's view commands then go to it
  /// without loading the weak reference, which costs a retain and a release through the host's
  /// side table (about a tenth of a pan update's instructions; Benchmarks/README.md).
  public func panChanged(
    translation: CGPoint, location: CGPoint, velocity: CGPoint = .zero, from host: SwipeHost
  ) {
    assert(host === self.host, "panChanged(from:) must be called by the controller's host")
    panChanged(translation: translation, location: location, velocity: velocity, host: host)
  }

  /// A pan update whose view commands go to `host` (the controller's, already loaded). The host
  /// is not optional here: unwrapping an optional one made the compiler retain it around each
  /// call it was passed to, and a retain of an object with weak references goes through its
  /// side table.
  private func panChanged(
    translation: CGPoint, location: CGPoint, velocity: CGPoint, host: SwipeHost
  ) {
    guard depth == 0 else {
      run(.panChanged(translation: translation, location: location, velocity: velocity.x))
      return
    }
    let start = beginFollowEvent()
    // A row that followed the finger is tracking under its claimed pan: nothing is orphaned.
    let followed = handlePanChanged(
      translation, location, velocity.x, rowExists: start.rowExists, host: host)
    readAhead = nil
    if !followed { endOrphanedTracking() }
    _ = endEvent(start)
  }

  /// The pan ended with `velocity` (points per second).
  public func panEnded(velocity: CGPoint) { run(.panEnded(velocity: velocity)) }

  /// The pan was cancelled: a row being swiped closes.
  public func panCancelled() { run(.panCancelled) }

  /// The table scrolled: the open row closes unless its action is in flight.
  public func tableDidScroll() { run(.scrolled) }

  /// A display frame at `time` (seconds, any origin, increasing).
  public func tick(at time: TimeInterval) {
    guard let host else {
      run(.tick(time))
      return
    }
    tick(at: time, host: host)
  }

  /// ``tick(at:)`` called by the host itself, which hands itself in: `host` must be this
  /// controller's ``host``. The frame's view commands then go to it without loading the weak
  /// reference (see ``panChanged(translation:location:velocity:from:)``).
  public func tick(at time: TimeInterval, from host: SwipeHost) {
    assert(host === self.host, "tick(at:from:) must be called by the controller's host")
    tick(at: time, host: host)
  }

  /// A display frame whose view commands go to `host` (the controller's, already loaded; not
  /// optional, see ``panChanged(translation:location:velocity:host:)``).
  private func tick(at time: TimeInterval, host: SwipeHost) {
    guard depth == 0 else {
      run(.tick(time))
      return
    }
    let start = beginFollowEvent()
    handleTick(time, rowExists: start.rowExists, host: host)
    readAhead = nil
    endOrphanedTracking()
    _ = endEvent(start)
  }

  /// Call after the table laid out its cells or scrolled (UIKit: a layout pass, a
  /// `contentOffset` change, a displaced cell re-laid out). Every displaced cell other than the
  /// active row's goes back to rest; the active row's cell — which may be a different cell after
  /// reuse or a reload — gets its buttons (again, if it lacks them: asks
  /// ``SwipeHost/swipeButtonsEdge(forRowAt:)``) and its offset and button frames. With no active
  /// row, every cell is restored. Changes no state of the swipe itself.
  public func reconcileCells() { run(.reconcile) }

  /// Whether a pan that started at `point` and has moved `translation` would be claimed by the
  /// swipe engine now (for a gesture recogniser's "should begin"). Asks the provider; changes
  /// nothing.
  public func shouldBeginSwipe(at point: CGPoint, translation: CGPoint) -> Bool {
    guard
      case .horizontal(let positive) = SwipePanGate.verdict(
        translation: translation, hysteresis: panHysteresis)
    else { return false }
    defer { releaseActionsIfIdle() }
    return canBeginSwipe(at: point, towardPositiveX: positive)
  }

  /// For a recogniser that begins before the hysteresis (`UIPanGestureRecognizer` begins after
  /// about 10 pt): whether the pan would be claimed, judging its direction by `translation`
  /// when that is non-zero and not diagonal (`|x| ≠ |y|`), else by `velocity` (points per
  /// second); then the same checks as ``shouldBeginSwipe(at:translation:)`` (editing, reorder,
  /// fill in flight, the row exists, its edge has actions or it is already active, the
  /// provider's ``SwipeActionsProvider/canBeginSwipe(forRowAt:edge:at:)``). A non-finite
  /// translation refuses; a non-finite velocity refuses when it is needed. The hysteresis still
  /// applies while following (``panChanged(translation:location:velocity:)``). Changes nothing.
  public func shouldBeginSwipe(at point: CGPoint, translation: CGPoint, velocity: CGPoint) -> Bool {
    guard let positive = SwipePanGate.direction(translation: translation, velocity: velocity)
    else { return false }
    defer { releaseActionsIfIdle() }
    return canBeginSwipe(at: point, towardPositiveX: positive)
  }

  /// What a pan recogniser that has not begun should do after the finger moved `translation`
  /// from `start` (table content coordinates): ``SwipePanDecision/wait`` until the finger has
  /// travelled the row's hysteresis (its profile's ``SwipeableMetrics/panHysteresis``, else
  /// ``panHysteresis``), then ``SwipePanDecision/begin`` for a horizontal pan the engine claims
  /// (the checks of ``shouldBeginSwipe(at:translation:)``) and ``SwipePanDecision/fail`` for
  /// anything else — a vertical pan included, so the table scrolls. Non-finite input fails.
  /// Changes nothing.
  public func panDecision(at start: CGPoint, translation: CGPoint) -> SwipePanDecision {
    guard start.x.isFinite, start.y.isFinite, !editing, !dragBlocksSwipe,
      !pendingIsFill,
      let row = table.indexPathForRow(at: start), table.containsRow(at: row)
    else { return .fail }
    defer { releaseActionsIfIdle() }
    let hysteresis = panHysteresis(of: row) ?? panHysteresis
    switch SwipePanGate.verdict(translation: translation, hysteresis: hysteresis) {
    case .undecided:
      return .wait
    case .vertical:
      return .fail
    case .horizontal(let positive):
      return canBeginSwipe(at: start, towardPositiveX: positive) ? .begin : .fail
    }
  }

  /// The checks shared by both `shouldBeginSwipe` forms, once the direction is known.
  private func canBeginSwipe(at point: CGPoint, towardPositiveX positive: Bool) -> Bool {
    guard !editing, !dragBlocksSwipe, !pendingIsFill else { return false }
    guard let row = table.indexPathForRow(at: point), table.containsRow(at: row) else {
      return false
    }
    if row == activeRow { return true }
    guard
      let edge = SwipeableEdge.revealed(byOffset: positive ? 1 : -1, rightToLeft: rightToLeft),
      let provider, let set = actions(of: provider, forRowAt: row, edge: edge),
      !set.actions.isEmpty
    else { return false }
    return provider.canBeginSwipe(forRowAt: row, edge: edge, at: point)
  }

  // MARK: Programmatic

  /// Opens `edge` of the row (closing any other open row at once).
  public func showActions(
    forRowAt indexPath: IndexPath, edge: SwipeableEdge, animated: Bool = true
  ) {
    run(.show(indexPath, edge, animated: animated))
  }

  /// Closes the open row.
  public func hideActions(animated: Bool = true) { run(.close(animated: animated)) }

  /// Moves the row's content to `offset` (clamped to the row's width; 0 closes). The sign picks
  /// the edge (positive = left side). Ignored for a non-finite offset or an edge with no actions.
  public func setOffset(_ offset: CGFloat, forRowAt indexPath: IndexPath, animated: Bool = true) {
    run(.setOffset(offset, indexPath, animated: animated))
  }

  /// The first-run hint: the row peeks ``hintDistance`` toward `edge` and comes back. Only
  /// when nothing else is open or moving.
  public func showHint(forRowAt indexPath: IndexPath, edge: SwipeableEdge = .trailing) {
    run(.hint(indexPath, edge))
  }

  /// The app changed the actions of a row; an active swipe on it is re-measured, and closes
  /// when the side it is open on has no actions left.
  public func actionsDidChange(forRowAt indexPath: IndexPath) { run(.actionsChanged(indexPath)) }

  // MARK: Table updates (call after the table has changed, one change per call, in order)

  /// Rows were deleted (each path as it was just before that deletion).
  public func rowsDeleted(at indexPaths: [IndexPath]) {
    for path in indexPaths { run(.deleted(path)) }
  }

  /// Rows were inserted (each path as it is just after that insertion).
  public func rowsInserted(at indexPaths: [IndexPath]) {
    for path in indexPaths { run(.inserted(path)) }
  }

  /// A row moved.
  public func rowMoved(from: IndexPath, to: IndexPath) { run(.moved(from, to)) }

  /// A section was deleted.
  public func sectionDeleted(_ section: Int) { run(.sectionDeleted(section)) }

  /// A section was inserted.
  public func sectionInserted(_ section: Int) { run(.sectionInserted(section)) }

  /// The table reloaded all its data. The open row stays open if the provider identifies rows
  /// and it still exists (it is found again by identity and re-measured); otherwise it closes.
  public func tableDidReloadData() { run(.reloaded) }

  // MARK: Accessibility

  /// The row's VoiceOver custom actions: `existing` (the app's own, first and untouched), then
  /// every trailing action, then every leading action, outermost first.
  public func accessibilityActions(
    forRowAt indexPath: IndexPath, appendingTo existing: [SwipeAccessibilityAction] = []
  ) -> [SwipeAccessibilityAction] {
    var all = existing
    guard table.containsRow(at: indexPath), let provider else { return all }
    defer { releaseActionsIfIdle() }
    for edge in [SwipeableEdge.trailing, .leading] {
      guard let set = actions(of: provider, forRowAt: indexPath, edge: edge) else { continue }
      for (index, action) in set.actions.enumerated() {
        all.append(
          SwipeAccessibilityAction(name: action.accessibilityName, edge: edge, actionIndex: index))
      }
    }
    return all
  }

  /// Performs a swipe action chosen with VoiceOver (without opening the row). Returns whether it
  /// started now.
  @discardableResult
  public func performAccessibilityAction(
    _ action: SwipeAccessibilityAction, forRowAt indexPath: IndexPath
  )
    -> Bool
  {
    guard let edge = action.edge, let index = action.actionIndex else { return false }
    return run(.accessibility(indexPath, edge, index))
  }

  /// Called by ``SwipeActionCompletion``.
  func actionCompleted(token: Int, success: Bool) {
    run(.completed(token: token, success: success))
  }
}
