import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension SwipeController {
  func handleTouchDown(_ point: CGPoint) {
    // A row whose fill is in flight waits for the app (as for a scroll); hideActions closes it.
    guard activeRow != nil, session.phase != .tracking, !pendingIsFill else { return }
    let inRow = isInActiveRow(point)
    guard cellShowsActiveRow() else {
      // A ghost (device review r4, N3): the user sees the row at rest, so a touch elsewhere
      // goes on as if no row were open; one on the row is used to close it.
      forgetGhost()
      result = inRow
      return
    }
    if inRow, hintStage == nil { return }
    closeRow(animated: true)
    result = true
  }

  func handleTap(_ point: CGPoint) {
    guard let row = activeRow, session.phase != .tracking else { return }
    result = true
    guard validateActiveRow() else { return }
    guard cellShowsActiveRow() else {
      forgetGhost()
      return
    }
    if session.phase == .open, pending == nil, isInActiveRow(point), point.x.isFinite,
      let g = session.geometry, let set = activeSet
    {
      let x = point.x - table.rectForRow(at: row).minX
      for i in 0..<g.count {
        let frame = SwipeTransitionLayout.frame(ofButton: i, geometry: g, offset: session.offset)
        // A button the user cannot see (the grow transition's, below 30 %) is never pressed.
        guard frame.visibleWidth > 0, frame.alpha > 0, x >= frame.visibleMinX,
          x < frame.visibleMinX + frame.visibleWidth
        else { continue }
        let index = frame.actionIndex
        guard index >= 0, index < set.actions.count else { break }
        performTap(set.actions[index], isOutermost: index == 0)
        return
      }
    }
    closeRow(animated: true)
  }

  func handlePanBegan(_ point: CGPoint) {
    var state = SwipePanState(start: point)
    if let row = table.indexPathForRow(at: point), table.containsRow(at: row) { state.row = row }
    if state.row != nil, state.row == activeRow, session.phase != .tracking,
      !cellShowsActiveRow()
    {
      forgetGhost()
    }
    if editing || dragBlocksSwipe || state.row == nil { state.verdict = .refused }
    if state.verdict == .undecided, let row = state.row {
      state.hysteresis = panHysteresis(of: row)
    }
    pan = state
  }

  /// The pan travel the row's profile asks for (`SwipeableMetrics.panHysteresis` of its actions'
  /// options; the smaller when its two edges differ), or `nil` when the row has no actions.
  func panHysteresis(of row: IndexPath) -> CGFloat? {
    if row == activeRow, let metrics = session.geometry?.metrics { return metrics.panHysteresis }
    guard let provider else { return nil }
    let values = SwipeableEdge.allCases.compactMap {
      actions(of: provider, forRowAt: row, edge: $0)?.options.metrics.panHysteresis
    }.filter { $0.isFinite && $0 >= 0 }
    return values.min()
  }

  /// A pan update with its view commands sent to `host` (the controller's, loaded by the
  /// caller; `nil`: none). `rowExists`: the active row is known to exist (read at the start of
  /// this event). Returns whether the active row followed the finger: the pan is still claimed
  /// on the active row, which is still tracking.
  @discardableResult
  func handlePanChanged(
    _ translation: CGPoint, _ location: CGPoint, _ velocity: CGFloat, rowExists: Bool,
    host: SwipeHost?
  ) -> Bool {
    if let host {
      return handlePanChanged(translation, location, velocity, rowExists: rowExists, host: host)
    }
    return panMoved(translation, location, velocity, rowExists: rowExists) != nil
  }

  /// ``handlePanChanged(_:_:_:rowExists:host:)`` with a host. Not optional: unwrapping an
  /// optional host made the compiler retain it around each call it was passed to, and a retain
  /// of an object with weak references goes through its side table.
  @discardableResult @inline(__always)
  func handlePanChanged(
    _ translation: CGPoint, _ location: CGPoint, _ velocity: CGFloat, rowExists: Bool,
    host: SwipeHost
  ) -> Bool {
    guard let moved = panMoved(translation, location, velocity, rowExists: rowExists) else {
      return false
    }
    // The finger is on the row: a cell that replaced the row's gets the buttons.
    placeFollowedRow(rowRect: moved.rowRect, host: host) {
      panFoundReplacedCell(host: host)
      return true
    }
    if let haptic = moved.haptic { host.playSwipeHaptic(haptic) }
    return true
  }

  /// Judges or follows the pan: claims or refuses an undecided one, and moves the row of a
  /// claimed one. Returns, when the row followed the finger, its rect and the haptic moment to
  /// play; the caller sends the offset and the buttons to the host.
  private func panMoved(
    _ translation: CGPoint, _ location: CGPoint, _ velocity: CGFloat, rowExists: Bool
  ) -> (rowRect: CGRect, haptic: SwipeHaptic?)? {
    // The verdict is read in place: copying the pan state (its row's index path) cost more than
    // the rest of the check.
    guard let verdict = pan?.verdict else { return nil }
    switch verdict {
    case .refused:
      return nil
    case .undecided:
      guard var state = pan else { return nil }
      let hysteresis = state.hysteresis ?? panHysteresis
      switch SwipePanGate.verdict(translation: translation, hysteresis: hysteresis) {
      case .undecided:
        return nil
      case .vertical:
        state.verdict = .refused
        pan = state
      case .horizontal(let positive):
        pan = state
        claim(state, towardPositiveX: positive, baseTranslation: translation.x)
      }
      return nil
    case .claimed(let base):
      var rect: CGRect?
      guard translation.x.isFinite, panIsOnActiveRow, session.phase == .tracking,
        validateFollowedRow(readingRect: &rect, rowExists: rowExists), let row = activeRow
      else { return nil }
      let rowRect = rect ?? table.rectForRow(at: row)
      let touchX = location.x.isFinite ? location.x - rowRect.minX : .nan
      let haptic = session.follow(
        translation: translation.x - base, touchX: touchX, velocity: velocity)
      return (rowRect, haptic)
    }
  }

  private func claim(
    _ state: SwipePanState, towardPositiveX positive: Bool, baseTranslation: CGFloat
  ) {
    guard let row = state.row, table.containsRow(at: row), !editing, !dragBlocksSwipe,
      !pendingIsFill, baseTranslation.isFinite
    else {
      pan?.verdict = .refused
      return
    }
    if row != activeRow {
      guard
        let edge = SwipeableEdge.revealed(byOffset: positive ? 1 : -1, rightToLeft: rightToLeft),
        let provider, let set = actions(of: provider, forRowAt: row, edge: edge),
        !set.actions.isEmpty, provider.canBeginSwipe(forRowAt: row, edge: edge, at: state.start)
      else {
        pan?.verdict = .refused
        return
      }
      guard activate(row), session.positiveGeometry != nil || session.negativeGeometry != nil,
        (positive ? session.positiveGeometry : session.negativeGeometry) != nil
      else {
        if activeRow == row, session.offset == 0 { snapShut() }
        pan?.verdict = .refused
        return
      }
    } else {
      hintStage = nil
      if pending?.row == row { pending = nil }
    }
    // A row at rest shows the edge the finger moves toward from the start (not the other one
    // for the first frame), so the buttons shown and the opening announced are the right ones.
    if session.offset == 0 { _ = session.select(sign: positive ? 1 : -1) }
    guard session.beginTracking() else {
      pan?.verdict = .refused
      return
    }
    pan?.verdict = .claimed(baseTranslation: baseTranslation)
    applyOffset()
  }

  func handlePanEnded(_ velocity: CGPoint) {
    defer { pan = nil }
    guard let state = pan, case .claimed = state.verdict, activeRow == state.row,
      session.phase == .tracking
    else { return }
    guard validateActiveRow() else { return }
    switch session.release(velocity: velocity.x, reduceMotion: reduceMotion) {
    case .ignored:
      return
    case .settle:
      applyOffset()
    case .expand:
      performExpansion()
    }
  }

  func handlePanCancelled() {
    defer { pan = nil }
    guard let state = pan, case .claimed = state.verdict, activeRow == state.row,
      session.phase == .tracking
    else { return }
    closeRow(animated: true)
  }

  /// A scroll: the open row closes unless a finger moves it or its fill waits for the app.
  /// `fromObservation`: heard inside the table's content-offset observation, where UIKit may be
  /// updating its visible cells, so the host is not told now (see
  /// ``closeRow(animated:showing:)``). A row whose cell no longer shows it is forgotten (N3).
  func handleScroll(fromObservation: Bool) {
    guard activeRow != nil, session.phase != .tracking, !pendingIsFill else { return }
    if !fromObservation, !cellShowsActiveRow() {
      forgetGhost()
      return
    }
    closeRow(animated: true, showing: !fromObservation)
  }

  /// A display frame with its view commands sent to `host` (the controller's, loaded by the
  /// caller; `nil`: none). `rowExists`: the active row is known to exist (read at the start of
  /// this event).
  func handleTick(_ time: TimeInterval, rowExists: Bool, host: SwipeHost?) {
    if let host {
      handleTick(time, rowExists: rowExists, host: host)
      return
    }
    guard let frame = sampleAnimation(at: time, rowExists: rowExists) else { return }
    if session.phase == .idle { snapShut() }
    if frame.finished { animationFinished() }
  }

  /// ``handleTick(_:rowExists:host:)`` with a host (not optional, see
  /// ``handlePanChanged(_:_:_:rowExists:host:)``).
  @inline(__always)
  func handleTick(_ time: TimeInterval, rowExists: Bool, host: SwipeHost) {
    guard let frame = sampleAnimation(at: time, rowExists: rowExists) else { return }
    if session.phase == .idle {
      snapShut()
    } else if !placeFollowedRow(
      rowRect: frame.rowRect, host: host,
      keepingReplacedCell: { frameKeepsReplacedCell(finished: frame.finished) })
    {
      return
    }
    if frame.finished { animationFinished() }
  }

  /// Shows the active row at its offset after a pan update or a display frame: through
  /// ``followShownRow(rowRect:host:)`` when its cell shows its buttons already, else through
  /// ``applyOffset(rowRect:host:)`` unless the row's cell was replaced and
  /// `keepingReplacedCell` (the event's rule for such a cell, asked once, only then) says no.
  /// Returns whether the offset was shown.
  @discardableResult @inline(__always)
  private func placeFollowedRow(
    rowRect: CGRect?, host: SwipeHost, keepingReplacedCell: () -> Bool
  ) -> Bool {
    switch followShownRow(rowRect: rowRect, host: host) {
    case .placed:
      return true
    case .cellReplaced:
      guard keepingReplacedCell() else { return false }
    case .notTried:
      if !cellShowsActiveRow(host: host), !keepingReplacedCell() { return false }
    }
    applyOffset(rowRect: rowRect, host: host)
    return true
  }

  /// A pan update found the row's cell without its buttons: the table replaced it under the
  /// finger (a reload mid-pan). The finger is still on the row, so the cell now showing it gets
  /// the buttons at this update, as a frame that opens the row gives them
  /// (``frameKeepsReplacedCell(finished:)``), and the cell it replaced is put back at rest after
  /// the table's next layout pass. Out of the pan's inlined path.
  private func panFoundReplacedCell(host: SwipeHost) {
    shownEdge = nil
    host.scheduleCellReconciliation(for: self)
  }

  /// A frame found the active row's cell without its buttons: returns whether the frame goes on
  /// to show the offset (the buttons then go to the row's cell again). Out of the frame's inlined
  /// path, which the common case (the same cell) keeps short.
  ///
  /// A row closing whose cell no longer shows it is at rest for the user: forgotten, its new
  /// cell untouched (device review r4, N3). Opening, a cell that replaced the row's gets the
  /// buttons once the row is known to be the same one (``replacedCellShowsActiveRow()``; a row
  /// found elsewhere by identity was shown there already, and its animation goes on).
  @inline(never)
  private func frameKeepsReplacedCell(finished: Bool) -> Bool {
    if isClosing {
      forgetGhost()
      return false
    }
    guard replacedCellShowsActiveRow() else {
      if activeRow != nil, finished { animationFinished() }
      return false
    }
    shownEdge = nil
    // The provider was asked: the table is read again.
    readAhead = nil
    return true
  }

  /// Samples the running animation at `time`, once the active row is known to be still there.
  /// Returns `nil` when nothing is animating (or the row is gone), else the row's rect when this
  /// read it, and whether this frame finished the animation.
  @inline(__always)
  private func sampleAnimation(at time: TimeInterval, rowExists: Bool)
    -> (rowRect: CGRect?, finished: Bool)?
  {
    guard activeRow != nil, session.phase == .animating, time.isFinite else { return nil }
    var rect: CGRect?
    guard validateFollowedRow(readingRect: &rect, rowExists: rowExists) else { return nil }
    return (rect, session.tick(at: time))
  }

  private func animationFinished() {
    switch session.phase {
    case .filled:
      pending?.fillFinished = true
      if let p = pending, case .fill(let options) = p.kind, options.timing == .after,
        !p.handlerCalled
      {
        callHandler()
      } else {
        resolveFillIfReady()
      }
    case .open:
      if hintStage == .out {
        hintStage = .back
        session.animate(to: 0, with: programmaticCurve(true))
      }
    default:
      hintStage = nil
    }
  }
}
