import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension SwipeController {
  func handleTouchDown(_ point: CGPoint) {
    // A row whose fill is in flight waits for the app (as for a scroll); hideActions closes it.
    guard activeRow != nil, session.phase != .tracking, !pendingIsFill else { return }
    if isInActiveRow(point), hintStage == nil {
      guard cellShowsActiveRow() else {
        snapShut()
        result = true
        return
      }
      return
    }
    closeRow(animated: true)
    result = true
  }

  func handleTap(_ point: CGPoint) {
    guard let row = activeRow, session.phase != .tracking else { return }
    result = true
    guard validateActiveRow() else { return }
    guard cellShowsActiveRow() else {
      snapShut()
      return
    }
    if session.phase == .open, pending == nil, isInActiveRow(point), point.x.isFinite,
      let g = session.geometry, let set = activeSet
    {
      let x = point.x - table.rectForRow(at: row).minX
      for i in 0..<g.count {
        let frame = SwipeTransitionLayout.frame(ofButton: i, geometry: g, offset: session.offset)
        guard frame.visibleWidth > 0, x >= frame.visibleMinX,
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
      snapShut()
    }
    if editing || isReorderActive || state.row == nil { state.verdict = .refused }
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

  /// `rowExists`: the active row is known to exist (read at the start of this event); `host`:
  /// the controller's host, loaded by the caller. Returns whether the active row followed the
  /// finger: the pan is still claimed on the active row, which is still tracking.
  @discardableResult
  func handlePanChanged(
    _ translation: CGPoint, _ location: CGPoint, _ velocity: CGFloat, rowExists: Bool,
    host: SwipeHost?
  ) -> Bool {
    // The verdict is read in place: copying the pan state (its row's index path) cost more than
    // the rest of the check.
    guard let verdict = pan?.verdict else { return false }
    switch verdict {
    case .refused:
      return false
    case .undecided:
      guard var state = pan else { return false }
      let hysteresis = state.hysteresis ?? panHysteresis
      switch SwipePanGate.verdict(translation: translation, hysteresis: hysteresis) {
      case .undecided:
        return false
      case .vertical:
        state.verdict = .refused
        pan = state
      case .horizontal(let positive):
        pan = state
        claim(state, towardPositiveX: positive, baseTranslation: translation.x)
      }
      return false
    case .claimed(let base):
      var rect: CGRect?
      guard translation.x.isFinite, panIsOnActiveRow, session.phase == .tracking,
        validateActiveRow(readingRect: &rect, rowExists: rowExists), let row = activeRow
      else { return false }
      let rowRect = rect ?? table.rectForRow(at: row)
      let touchX = location.x.isFinite ? location.x - rowRect.minX : .nan
      let haptic = session.follow(
        translation: translation.x - base, touchX: touchX, velocity: velocity)
      if let host { applyOffset(rowRect: rowRect, host: host) }
      if let haptic { host?.playSwipeHaptic(haptic) }
      return true
    }
  }

  private func claim(
    _ state: SwipePanState, towardPositiveX positive: Bool, baseTranslation: CGFloat
  ) {
    guard let row = state.row, table.containsRow(at: row), !editing, !isReorderActive,
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

  func handleScroll() {
    guard activeRow != nil, session.phase != .tracking, !pendingIsFill else { return }
    closeRow(animated: true)
  }

  /// `rowExists`: the active row is known to exist (read at the start of this event); `host`:
  /// the controller's host, loaded by the caller.
  func handleTick(_ time: TimeInterval, rowExists: Bool, host: SwipeHost?) {
    guard activeRow != nil, session.phase == .animating, time.isFinite else { return }
    var rect: CGRect?
    guard validateActiveRow(readingRect: &rect, rowExists: rowExists) else { return }
    let finished = session.tick(at: time)
    if session.phase == .idle {
      snapShut()
    } else {
      // A cell that replaced the row's mid-animation gets the buttons with the offset.
      if let host {
        if !cellShowsActiveRow(host: host) { shownEdge = nil }
        applyOffset(rowRect: rect, host: host)
      }
    }
    if finished { animationFinished() }
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
