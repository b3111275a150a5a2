import Foundation

extension ReorderSession {
  /// Commits a move to `policy` as it happens (each-swap mode, a VoiceOver step), the table's
  /// row moved with it unless `movesRow` is `false` (``ReorderRowMoves/dataSource``: the commit
  /// moves it).
  ///
  /// The move and the commit run in one batch of updates: `beginUpdates()`, `moveRow(at:to:)`,
  /// the commit, `endUpdates()`. UIKit checks the move against the data source, which the commit
  /// has updated, and carries it out at the batch's end, and a `reloadData()` the app makes
  /// inside its commit (told to the library or not) waits until the move is carried out, then
  /// reloads from data that holds it: the table shows the data either way, the move counted once.
  /// Moved after the commit instead, the row moved a second time on a table that had already
  /// reloaded with it, one place off the data. Decompiled UIKitCore 26.1 (modelled by
  /// ``SimulatedTable/beginUpdates()`` and ``SimulatedTable/endUpdates()``): `beginUpdates`
  /// suspends reloads (`_setupCellAnimations`, `_suspendReloads`), `reloadData` meanwhile only
  /// marks one as pending, and `_endCellAnimationsWithContext:` validates and runs the update,
  /// then resumes reloads (`_resumeReloads`), running the pending one. Moved before the commit,
  /// outside a batch, the row would be checked against data without the move (a move into
  /// another section raises) and the table would ask for the moved rows' heights from it.
  ///
  /// On a collection view the batch is `performBatchUpdates(_:completion:)`'s closure
  /// (``GestureTable/performBatchUpdates(_:)``): the move and the commit run inside it, and the
  /// collection view checks the move against the data source the commit updated when the
  /// closure returns, as `endUpdates()` does.
  @inlinable static func commit<Policy: ReorderPolicy>(
    from: IndexPath, to: IndexPath, in table: some GestureTable, policy: inout Policy,
    movesRow: Bool
  ) {
    guard movesRow else { return policy.commitMove(from: from, to: to) }
    table.performBatchUpdates {
      table.moveRow(at: from, to: to)
      policy.commitMove(from: from, to: to)
    }
  }
}
