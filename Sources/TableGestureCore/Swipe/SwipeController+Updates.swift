import Foundation

extension SwipeController {
  /// `path` after a row was deleted at `deleted` (`nil` when it was that row).
  private static func rebase(_ path: IndexPath, deleting deleted: IndexPath) -> IndexPath? {
    guard path.tableSection == deleted.tableSection else { return path }
    if path.tableRow == deleted.tableRow { return nil }
    return path.tableRow > deleted.tableRow
      ? IndexPath(row: path.tableRow - 1, inSection: path.tableSection) : path
  }

  private static func rebase(_ path: IndexPath, inserting inserted: IndexPath) -> IndexPath {
    guard path.tableSection == inserted.tableSection, path.tableRow >= inserted.tableRow else {
      return path
    }
    return IndexPath(row: path.tableRow + 1, inSection: path.tableSection)
  }

  /// Rebases the watched pan's row; a pan whose row vanished is refused.
  private func rebasePan(_ transform: (IndexPath) -> IndexPath?) {
    guard var state = pan, let row = state.row else { return }
    state.row = transform(row)
    if state.row == nil { state.verdict = .refused }
    pan = state
  }

  /// A pending action whose row was deleted is over: the deletion it may have asked for
  /// happened, or the row is gone anyway. Its completion will be ignored.
  private func dropPendingOfDeletedRow() {
    if pending?.rowDeleted == true { pending = nil }
  }

  func handleDeleted(_ deleted: IndexPath) {
    defer { dropPendingOfDeletedRow() }
    guard deleted.isTablePath else { return }
    rebasePan { Self.rebase($0, deleting: deleted) }
    if var p = pending {
      if let moved = Self.rebase(p.row, deleting: deleted) {
        p.row = moved
      } else {
        p.rowDeleted = true
      }
      pending = p
    }
    guard let row = activeRow else { return }
    if let moved = Self.rebase(row, deleting: deleted) {
      activeRow = moved
    } else {
      // The swiped row is gone (the app deleted it): nothing is left to close. The host hears
      // it now, while the row's cell is the one animating out: it keeps that cell's look and
      // no other (a pooled cell looks the same to public API; device review r4, N4).
      let fills = pending.map { $0.row == row && $0.rowDeleted && $0.fillsWhenItsRowIsDeleted }
      let fill = fills == true ? leavingFill() : nil
      if pending?.row == row, pending?.rowDeleted == true { finishDeletedPending() }
      forgetRow(gone: true)
      resetAllSwipeViews(filling: fill)
    }
  }

  /// The pending action's row was deleted as it asked: the action is over.
  private func finishDeletedPending() {
    guard let p = pending, p.rowDeleted else { return }
    // A destructive action waiting for its completion or fill has what it wanted.
    if p.isFill || p.kind == .tap || p.kind == .accessibility { pending = nil }
  }

  func handleInserted(_ inserted: IndexPath) {
    guard inserted.isTablePath else { return }
    rebasePan { Self.rebase($0, inserting: inserted) }
    if var p = pending, !p.rowDeleted {
      p.row = Self.rebase(p.row, inserting: inserted)
      pending = p
    }
    guard let row = activeRow else { return }
    activeRow = Self.rebase(row, inserting: inserted)
  }

  func handleMoved(_ from: IndexPath, _ to: IndexPath) {
    guard from.isTablePath, to.isTablePath else { return }
    func rebase(_ path: IndexPath) -> IndexPath {
      if path == from { return to }
      let without = Self.rebase(path, deleting: from) ?? path
      return Self.rebase(without, inserting: to)
    }
    rebasePan { rebase($0) }
    if var p = pending, !p.rowDeleted {
      p.row = rebase(p.row)
      pending = p
    }
    guard let row = activeRow else { return }
    activeRow = rebase(row)
  }

  func handleSectionDeleted(_ section: Int) {
    defer { dropPendingOfDeletedRow() }
    rebasePan { path in
      if path.tableSection == section { return nil }
      return path.tableSection > section
        ? IndexPath(row: path.tableRow, inSection: path.tableSection - 1) : path
    }
    if var p = pending, !p.rowDeleted {
      if p.row.tableSection == section {
        p.rowDeleted = true
      } else if p.row.tableSection > section {
        p.row = IndexPath(row: p.row.tableRow, inSection: p.row.tableSection - 1)
      }
      pending = p
    }
    guard let row = activeRow else { return }
    if row.tableSection == section {
      if pending?.row == row { finishDeletedPending() }
      forgetRow(gone: true)
    } else if row.tableSection > section {
      activeRow = IndexPath(row: row.tableRow, inSection: row.tableSection - 1)
    }
  }

  func handleSectionInserted(_ section: Int) {
    rebasePan { path in
      path.tableSection >= section
        ? IndexPath(row: path.tableRow, inSection: path.tableSection + 1) : path
    }
    if var p = pending, !p.rowDeleted, p.row.tableSection >= section {
      p.row = IndexPath(row: p.row.tableRow, inSection: p.row.tableSection + 1)
      pending = p
    }
    guard let row = activeRow, row.tableSection >= section else { return }
    activeRow = IndexPath(row: row.tableRow, inSection: row.tableSection + 1)
  }

  func handleReload() {
    defer {
      dropPendingOfDeletedRow()
      endOrphanedTracking()
    }
    let kept = keptRowAfterReload()
    let old = activeRow
    let pendingOnActive = old != nil && pending?.row == old
    rebasePan { $0 == old ? kept : nil }
    // An action in flight: its row is gone if its identity is gone.
    if let p = pending, !p.rowDeleted {
      if let identity = p.identity, let provider {
        if let path = provider.indexPath(forSwipeRowIdentity: identity), table.containsRow(at: path)
        {
          pending?.row = path
        } else {
          pending?.rowDeleted = true
        }
      } else if table.numberOfRows(inSection: p.row.tableSection) < p.rowCount {
        pending?.rowDeleted = true
      }
    }
    guard activeRow != nil else { return }
    if let path = kept {
      activeRow = path
      if pendingOnActive { pending?.row = path }
      host?.resetAllSwipeViews()
      shownEdge = nil
      guard activate(path) else { return }
      // The phase and offset are kept; the re-measured geometry replaces the old.
      applyOffset()
      return
    }
    let fills =
      pendingOnActive && pending.map { $0.rowDeleted && $0.fillsWhenItsRowIsDeleted } == true
    if pendingOnActive { pending = nil }
    vanish(fills: fills)
  }
}

extension SwipeController {
  /// Where the active row is after a reload, when it can stay open: the provider identifies
  /// rows, the row still exists, and no fill is in flight.
  func keptRowAfterReload() -> IndexPath? {
    guard activeRow != nil, let identity = rowIdentity, let provider,
      let path = provider.indexPath(forSwipeRowIdentity: identity), table.containsRow(at: path),
      session.phase != .filled, !pendingIsFill
    else { return nil }
    return path
  }

  /// A row left tracking without a pan to follow (its pan was refused by a table update)
  /// closes.
  func endOrphanedTracking() {
    guard activeRow != nil, session.phase == .tracking else { return }
    if let state = pan, case .claimed = state.verdict, state.row == activeRow { return }
    closeRow(animated: true)
  }
}
