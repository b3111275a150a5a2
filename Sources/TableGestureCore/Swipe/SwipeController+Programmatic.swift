import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension SwipeController {
  /// Whether a programmatic open may start on `row` now.
  private func mayOpenProgrammatically(_ row: IndexPath) -> Bool {
    guard !editing, !dragBlocksSwipe, table.containsRow(at: row) else { return false }
    guard !pendingIsFill else { return false }
    if activeRow == row, session.phase == .tracking { return false }
    return true
  }

  func handleShow(_ row: IndexPath, _ edge: SwipeableEdge, _ animated: Bool) {
    let sign = edge.offsetSign(rightToLeft: rightToLeft)
    guard mayOpenProgrammatically(row), activate(row) else { return }
    let g = sign > 0 ? session.positiveGeometry : session.negativeGeometry
    guard let g else {
      if session.offset == 0 { snapShut() }
      return
    }
    moveProgrammatically(to: g.openWidth * sign, animated: animated)
  }

  func handleSetOffset(_ value: CGFloat, _ row: IndexPath, _ animated: Bool) {
    guard value.isFinite else { return }
    if value == 0 {
      if activeRow == row, session.phase != .tracking { closeRow(animated: animated) }
      return
    }
    guard mayOpenProgrammatically(row), activate(row) else { return }
    let g = value > 0 ? session.positiveGeometry : session.negativeGeometry
    guard let g else {
      if session.offset == 0 { snapShut() }
      return
    }
    moveProgrammatically(to: value.clamped(-g.rowWidth, g.rowWidth), animated: animated)
  }

  private func moveProgrammatically(to target: CGFloat, animated: Bool) {
    if pending?.row == activeRow { pending = nil }
    hintStage = nil
    guard session.select(sign: target > 0 ? 1 : -1) else { return }
    session.animate(to: target, with: programmaticCurve(animated))
    if session.phase == .idle { snapShut() } else { applyOffset() }
  }

  func handleHint(_ row: IndexPath, _ edge: SwipeableEdge) {
    guard activeRow == nil, pending == nil, mayOpenProgrammatically(row), activate(row) else {
      return
    }
    let sign = edge.offsetSign(rightToLeft: rightToLeft)
    guard let g = sign > 0 ? session.positiveGeometry : session.negativeGeometry else {
      snapShut()
      return
    }
    let distance = Swift.min(Swift.max(0, hintDistance.finiteOrZero), g.openWidth)
    guard distance > 0 else {
      snapShut()
      return
    }
    moveProgrammatically(to: distance * sign, animated: true)
    hintStage = .out
  }

  func handleActionsChanged(_ row: IndexPath) {
    guard activeRow == row else { return }
    guard table.containsRow(at: row) else {
      vanish()
      return
    }
    let edge = session.geometry?.edge
    let sign = session.geometry?.sign
    guard activate(row) else { return }
    if let sign, (sign > 0 ? session.positiveGeometry : session.negativeGeometry) == nil {
      // The open side has no actions any more: the row closes (the other side's buttons were
      // never shown, so it does not switch to them).
      snapShut()
      return
    }
    if session.geometry?.edge != edge || shownEdge != nil {
      // Rebuild the buttons from the new actions.
      if let host, let set = activeSet, let g = session.geometry {
        host.removeSwipeButtons(forRowAt: row)
        showButtons(set, edge: g.edge, forRowAt: row, host: host)
        shownEdge = g.edge
      }
    }
    applyOffset()
  }
}
