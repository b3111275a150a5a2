import Foundation

extension SwipeController {
  /// Starts an outstanding action on `row`.
  func startPending(_ kind: SwipePendingAction.Kind, action: SwipeAction, row: IndexPath) {
    nextToken &+= 1
    let section = row.tableSection
    pending = SwipePendingAction(
      token: nextToken, kind: kind, row: row, action: action,
      identity: provider?.swipeRowIdentity(at: row),
      rowCount: table.numberOfRows(inSection: section))
  }

  /// Marks the pending action's handler due; it runs when the current event's work is done
  /// (always the last call out of an event).
  func callHandler() {
    guard var p = pending, !p.handlerCalled else { return }
    guard pendingKeepsItsIdentity() else {
      dropPendingOfAnotherRow(token: p.token)
      return
    }
    p.handlerCalled = true
    pending = p
    dueHandler = (p.action, p.row, SwipeActionCompletion(controller: self, token: p.token))
  }

  /// The release happened in the full-swipe state: perform the outermost action.
  func performExpansion() {
    guard let row = activeRow, let g = session.geometry, let set = activeSet,
      let action = set.actions.first, let expansion = g.expansion
    else {
      closeRow(animated: true)
      return
    }
    switch expansion.completionAnimation {
    case .bounce:
      closeRow(animated: true)
      startPending(.bounce, action: action, row: row)
      callHandler()
    case .fill(let options):
      startPending(.fill(options), action: action, row: row)
      let curve: SwipeAnimation =
        reduceMotion
        ? .easeOut(duration: g.metrics.reducedMotionDuration)
        : .timed(duration: g.metrics.fillDuration, dampingRatio: 1)
      session.animate(to: g.fillDistance * g.sign, with: curve, ending: .filled)
      applyOffset()
      if options.timing == .with { callHandler() }
    }
  }

  /// A tap on a button of the open row. A tap on the outermost button fills the row (its full
  /// swipe's completion) only for a destructive action: UIKit fills the row to its full width when
  /// the swiped row is the one deleted (`-[UITableView _updateWithItems:updateSupport:]` animates
  /// the action view to the cell's width, decompiled UIKitCore 26.1), while a tapped
  /// non-destructive action closes the row once its completion reports (Mail's Flag and Unread;
  /// from the apps' behaviour). Any other tap runs as a tap: the row stays open until the
  /// completion, then closes (device review r4, N2: it slid fully out and back). The
  /// SwipeCellKit profile fills on any outermost tap, as SwipeCellKit does
  /// (``SwipeableMetrics/tapFillsOutermost``).
  func performTap(_ action: SwipeAction, isOutermost: Bool) {
    guard let row = activeRow else { return }
    if isOutermost, let g = session.geometry,
      action.style == .destructive || g.metrics.tapFillsOutermost,
      let expansion = g.expansion, case .fill = expansion.completionAnimation
    {
      performExpansion()
      return
    }
    if action.hidesWhenSelected {
      closeRow(animated: true)
      startPending(.tap, action: action, row: row)
      pending?.kind = .bounce
    } else {
      startPending(.tap, action: action, row: row)
    }
    callHandler()
  }

  func handleAccessibility(_ row: IndexPath, _ edge: SwipeableEdge, _ index: Int) {
    guard pending == nil, table.containsRow(at: row), let provider,
      let set = actions(of: provider, forRowAt: row, edge: edge), index >= 0,
      index < set.actions.count
    else { return }
    if activeRow != nil, activeRow != row { closeRow(animated: true) }
    startPending(.accessibility, action: set.actions[index], row: row)
    callHandler()
    result = true
  }

  func handleCompletion(_ token: Int, _ success: Bool) {
    guard var p = pending, p.token == token else { return }
    p.outcome = success
    pending = p
    switch p.kind {
    case .bounce:
      pending = nil
    case .accessibility:
      if success, p.isDestructive {
        verifyDeletion()
      } else {
        pending = nil
      }
    case .tap:
      if success, p.isDestructive { verifyDeletion() } else { rollBack() }
    case .fill(let options):
      if !success {
        rollBack()
      } else if case .manual = options, p.fillFinished {
        if p.isDestructive { verifyDeletion() } else { rollBack() }
      }
    }
  }

  /// After a handler has run (and whatever the app did inside it).
  func handleResolve(_ token: Int) {
    guard let p = pending, p.token == token else { return }
    switch p.kind {
    case .bounce:
      pending = nil
    case .fill:
      resolveFillIfReady()
    case .tap, .accessibility:
      break
    }
  }

  /// Resolves a fill once it has finished and its handler has run.
  func resolveFillIfReady() {
    guard let p = pending, case .fill(let options) = p.kind, p.fillFinished, p.handlerCalled
    else { return }
    switch options {
    case .automatic(.delete, _):
      verifyDeletion()
    case .automatic(.reset, _):
      rollBack()
    case .manual:
      guard let outcome = p.outcome else { return }
      if outcome, p.isDestructive { verifyDeletion() } else { rollBack() }
    }
  }

  /// Closes the pending action's row (the action is over, or the data did not change).
  func rollBack() {
    guard let p = pending else { return }
    pending = nil
    if activeRow == p.row { closeRow(animated: true) }
  }

  /// The pending action said it deleted its row: finish if the row is gone, close it if not.
  func verifyDeletion() {
    guard let p = pending else { return }
    pending = nil
    var gone = p.rowDeleted
    if !gone, let identity = p.identity, let provider {
      if let path = provider.indexPath(forSwipeRowIdentity: identity) {
        gone = !table.containsRow(at: path)
      } else {
        gone = true
      }
    } else if !gone {
      gone = table.numberOfRows(inSection: p.row.tableSection) < p.rowCount
    }
    guard activeRow == p.row else { return }
    if gone {
      vanish(fills: p.fillsWhenItsRowIsDeleted)
    } else {
      closeRow(animated: true)
    }
  }
}
