import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The engine's ``ReorderPolicy`` for a table whose app answers through a delegate
/// (``ReorderDelegateAnswers``): each question goes to the delegate, with the table.
///
/// Made by the host for each event, from the table and the delegate it holds weakly, and
/// holding the delegate strongly for that event and the table as the event's table value does
/// (``TableObject``: owned, or kept alive by a drag's ``TableHold``, and handed to the delegate
/// borrowed). Without a table nothing happens (refused, nothing committed); without a delegate
/// nothing can be dragged, because no one would keep the data in step. Shared by the UIKit skin
/// and the benchmarks.
@_spi(Headless) public struct DelegatedReorderPolicy<Answers: ReorderDelegateAnswers>: ReorderPolicy
{
  /// The table, or `nil` once it is gone.
  public let table: TableObject<Answers.Table>?
  /// The app's delegate, or `nil` when it has none.
  public let answers: Answers?

  /// A policy asking `answers` about `table`, the event's table object
  /// (``BorrowedTable/object``): a policy the controller keeps for one event only.
  @inlinable public init(table: TableObject<Answers.Table>?, answers: Answers?) {
    self.table = table
    self.answers = answers
  }

  /// A policy asking `answers` about `table`, which it keeps alive.
  @inlinable public init(table: Answers.Table?, answers: Answers?) {
    self.init(table: table.map { TableObject(owning: $0) }, answers: answers)
  }

  /// A `nil` touch point is a VoiceOver move: the delegate's accessibility answer.
  ///
  /// The questions test the optionals, then reach the table and the delegate in place (`!`):
  /// bound with `guard let`, each would be copied, a retain and a release around the app's
  /// answer (for a weakly referenced table or delegate, through its side table).
  @inlinable public func canDragRow(at indexPath: IndexPath, touchPoint: CGPoint?) -> Bool {
    guard answers != nil, table != nil else { return false }
    guard let touchPoint else {
      return table!.with { answers!.canMoveRowWithAccessibility(at: indexPath, in: $0) }
    }
    return table!.with { answers!.canDragRow(at: indexPath, touchPoint: touchPoint, in: $0) }
  }

  @inlinable public func canMoveRow(to indexPath: IndexPath) -> Bool {
    guard table != nil, answers != nil else { return true }
    return table!.with { answers!.canMoveRow(to: indexPath, in: $0) }
  }

  @inlinable public func targetIndexPath(forMoveFrom original: IndexPath, proposed: IndexPath)
    -> IndexPath
  {
    guard table != nil else { return original }
    guard answers != nil else { return proposed }
    return table!.with {
      answers!.targetIndexPath(forMoveFrom: original, proposed: proposed, in: $0)
    }
  }

  @inlinable public mutating func commitMove(from: IndexPath, to: IndexPath) {
    guard table != nil else { return }
    table!.with { answers?.commitMove(from: from, to: to, in: $0) }
  }
}
