import Foundation

extension SimulatedTable {
  /// Begins a batch of row updates, as `beginUpdates()` does on `UITableView`: until the
  /// matching ``endUpdates()``, ``moveRow(at:to:)`` only records the move (the table keeps
  /// answering with the rows as they were) and a reload (``reloadData()``,
  /// ``reloadData(_:)``) waits for the batch's end.
  ///
  /// As decompiled UIKitCore 26.1 has it: `-[UITableView beginUpdates]` calls
  /// `_setupCellAnimations` at the outermost level, which calls `_suspendReloads`; while reloads
  /// are suspended, `-[UITableView reloadData]` only marks a reload as pending (and logs
  /// "reloadData called but reloads are suspended"). Batches nest; an unbalanced
  /// ``endUpdates()`` is ignored.
  public func beginUpdates() {
    updateDepth += 1
  }

  /// Ends a batch of row updates, as `endUpdates()` does: at the outermost level the recorded
  /// moves are checked against the data source and carried out, in order, as
  /// ``moveRow(at:to:)`` carries out a move (a move the data source disagrees with is refused and
  /// recorded in ``inconsistencies``); then the last reload asked for inside the batch, or
  /// inside the moves' own questions, runs. So an app that updates its data and reloads inside
  /// the batch ends with the table showing its data, the move counted once.
  ///
  /// Decompiled UIKitCore 26.1: `-[UITableView endUpdatesWithContext:]` calls
  /// `_endCellAnimationsWithContext:` when the update count returns to 0, which validates the
  /// row counts against the data source ("Invalid update: invalid number of rows in section"),
  /// runs the update (`_updateWithItems:updateSupport:`) and, at its end, `_resumeReloads`,
  /// which performs the pending reload (`reloadData`).
  public func endUpdates() {
    guard updateDepth > 0 else { return }
    guard updateDepth == 1 else {
      updateDepth -= 1
      return
    }
    updateDepth = 0
    endingUpdates = true
    if let move = batchedMove {
      batchedMove = nil
      moveRow(at: move.from, to: move.to)
      // Read by index, not copied: a copy would make the removal below allocate a new buffer.
      var index = 0
      while index < laterBatchedMoves.count {
        let later = laterBatchedMoves[index]
        index += 1
        moveRow(at: later.from, to: later.to)
      }
      if !laterBatchedMoves.isEmpty { laterBatchedMoves.removeAll(keepingCapacity: true) }
    }
    endingUpdates = false
    guard let reload = deferredReload else { return }
    deferredReload = nil
    reload()
  }

  /// Records a move made inside a batch, for ``endUpdates()``.
  func batch(_ from: IndexPath, _ to: IndexPath) {
    if batchedMove == nil {
      batchedMove = (from, to)
    } else {
      laterBatchedMoves.append((from, to))
    }
  }

  /// Whether a reload asked for now waits: inside a batch, or while its moves are carried out.
  var reloadsWait: Bool { updateDepth > 0 || endingUpdates }
}
