import Foundation

/// A one-position move without a drag, for VoiceOver's "Move up" / "Move down" actions.
@_spi(Headless) public enum ReorderStepDirection: Int, Hashable, Sendable, CaseIterable {
  /// One position up: toward the start of the table.
  case up
  /// One position down: toward the end of the table.
  case down
}

extension ReorderSession {
  /// Where "Move up" or "Move down" would take the row at `indexPath`, following the same rules
  /// as a drag: the neighbouring position (into the next or previous section at a section's
  /// edge), redirected by the policy's target answer only further in that direction, and never
  /// a position the policy refuses. `nil` when the row cannot move that way.
  ///
  /// The row must be draggable: the policy's `canDragRow(at:touchPoint:)` is asked with a `nil`
  /// touch point, since VoiceOver has no finger (a handle-only rule should not apply).
  public static func stepDestination(
    for indexPath: IndexPath, direction: ReorderStepDirection, in table: some GestureTable,
    policy: some ReorderPolicy, commitMode: ReorderCommitMode = .eachSwap
  ) -> IndexPath? {
    guard table.containsRow(at: indexPath) else { return nil }
    guard policy.canDragRow(at: indexPath, touchPoint: nil), policy.canMoveRow(to: indexPath)
    else { return nil }
    let neighbours = neighbourhood(of: indexPath, in: table)
    let goingDown = direction == .down
    guard let step = goingDown ? neighbours.down : neighbours.up else { return nil }
    return ReorderSession().destination(
      for: step.proposed, goingDown: goingDown, original: indexPath, current: indexPath,
      commitMode: commitMode, in: table, policy: policy)
  }

  /// Moves the row one position up or down (see ``stepDestination(for:direction:in:policy:commitMode:)``):
  /// commits the move to the policy and moves the row in the table, in one batch of updates
  /// (unless `rowMoves` is ``ReorderRowMoves/dataSource``: then the commit moves it; see
  /// `commit(from:to:in:policy:movesRow:)`). `commitMode` is the table's: in
  /// ``ReorderCommitMode/onDrop`` mode a step stays in its section, as a finger drag does.
  /// - Returns: the row's new index path, or `nil` when it could not move.
  public static func step<Policy: ReorderPolicy>(
    _ indexPath: IndexPath, direction: ReorderStepDirection, in table: some GestureTable,
    policy: inout Policy, commitMode: ReorderCommitMode = .eachSwap,
    rowMoves: ReorderRowMoves = .library
  ) -> IndexPath? {
    guard
      let target = stepDestination(
        for: indexPath, direction: direction, in: table, policy: policy, commitMode: commitMode)
    else { return nil }
    policy.rowWillMove(from: indexPath, to: target)
    commit(
      from: indexPath, to: target, in: table, policy: &policy, movesRow: rowMoves != .dataSource)
    return target
  }
}
