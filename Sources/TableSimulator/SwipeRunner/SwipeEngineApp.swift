import Foundation
import TableGestureCore

/// The app side of a swipe-engine run: actions by row label, answers to handlers, and a log of
/// what it was asked to do. It deletes rows through its own data (the simulated table), never
/// through the engine.
final class SwipeEngineApp: SwipeActionsProvider {
  let table: SimulatedTable
  /// Row labels by row ID.
  let labels: [Int: String]
  let actions: [SwipeEngineScript.RowActions]
  weak var controller: SwipeController?
  var answer: SwipeEngineScript.Answer = .fail
  var held: SwipeActionCompletion?
  var notes: [String] = []

  init(table: SimulatedTable, labels: [Int: String], actions: [SwipeEngineScript.RowActions]) {
    self.table = table
    self.labels = labels
    self.actions = actions
  }

  func label(at indexPath: IndexPath) -> String {
    table.rowID(at: indexPath).flatMap { labels[$0] } ?? "?"
  }

  func swipeActions(forRowAt indexPath: IndexPath, edge: SwipeActionEdge) -> SwipeActionSet? {
    let label = label(at: indexPath)
    return actions.first { $0.rowLabel == label && $0.edge == edge }?.set
      ?? actions.first { $0.rowLabel == nil && $0.edge == edge }?.set
  }

  func performSwipeAction(
    _ action: SwipeAction, forRowAt indexPath: IndexPath, completion: SwipeActionCompletion
  ) {
    let label = label(at: indexPath)
    notes.append(
      "handler '\(action.title ?? action.identifier)' on '\(label)' (\(answer.rawValue))")
    switch answer {
    case .deleteRow:
      table.deleteRow(at: indexPath)
      controller?.rowsDeleted(at: [indexPath])
      notes.append("app deleted '\(label)' from its data and told the table")
      completion(true)
    case .keepData:
      notes.append("app completed without deleting '\(label)'")
      completion(true)
    case .fail:
      completion(false)
    case .hold:
      held = completion
    }
  }

  func swipeRowIdentity(at indexPath: IndexPath) -> AnyHashable? {
    table.rowID(at: indexPath).map(AnyHashable.init)
  }

  func indexPath(forSwipeRowIdentity identity: AnyHashable) -> IndexPath? {
    guard let id = identity.base as? Int else { return nil }
    return indexPath(ofRowID: id)
  }

  func indexPath(ofRowID id: Int) -> IndexPath? {
    table.indexPath(ofRowID: id)
  }

  func indexPath(ofLabel label: String) -> IndexPath? {
    guard let id = labels.first(where: { $0.value == label })?.key else { return nil }
    return indexPath(ofRowID: id)
  }
}
