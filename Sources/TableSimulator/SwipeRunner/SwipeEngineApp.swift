import Foundation
@_spi(Headless) import TableGestureCore

/// The app side of a swipe-engine run: actions by row label, answers to handlers, its own data
/// (row labels per section) and a log of what it was asked to do. It deletes a row from its data
/// and then from the table, never through the engine.
final class SwipeEngineApp: SwipeActionsProvider {
  let table: SimulatedTable
  /// Row labels by row ID.
  let labels: [Int: String]
  /// Row IDs by label.
  let ids: [String: Int]
  /// The app's data: row labels per section.
  private(set) var data: [[String]]
  /// Rows deleted from the data, by label, in order.
  private(set) var deleted: [String] = []
  /// Actions by row label (`nil`: every row without its own) and edge; the first given wins.
  private let actions: [ActionKey: SwipeActionSet]
  weak var controller: SwipeController?
  var answer: SwipeEngineScript.Answer = .fail
  var held: SwipeActionCompletion?
  var notes: [String] = []
  /// How many action handlers ran.
  private(set) var handlerCalls = 0
  /// Called just before the app deletes the row at an index path (the run notes its cell).
  var willDelete: ((IndexPath) -> Void)?
  /// A list's diffable data source, for the answers that apply a snapshot.
  var source: SimulatedDiffableDataSource?

  private struct ActionKey: Hashable {
    var label: String?
    var edge: SwipeableEdge
  }

  init(
    table: SimulatedTable, labels: [Int: String], data: [[String]],
    actions: [SwipeEngineScript.RowActions]
  ) {
    self.table = table
    self.labels = labels
    self.data = data
    ids = Dictionary(labels.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    var byKey: [ActionKey: SwipeActionSet] = [:]
    for entry in actions where byKey[ActionKey(label: entry.rowLabel, edge: entry.edge)] == nil {
      byKey[ActionKey(label: entry.rowLabel, edge: entry.edge)] = entry.set
    }
    self.actions = byKey
  }

  func label(at indexPath: IndexPath) -> String {
    table.rowID(at: indexPath).flatMap { labels[$0] } ?? "?"
  }

  func swipeActions(forRowAt indexPath: IndexPath, edge: SwipeableEdge) -> SwipeActionSet? {
    actions[ActionKey(label: label(at: indexPath), edge: edge)]
      ?? actions[ActionKey(label: nil, edge: edge)]
  }

  func performSwipeAction(
    _ action: SwipeAction, forRowAt indexPath: IndexPath, completion: SwipeActionCompletion
  ) {
    let label = label(at: indexPath)
    handlerCalls += 1
    notes.append(
      "handler '\(action.title ?? action.identifier)' on '\(label)' (\(answer.rawValue))")
    switch answer {
    case .deleteRow, .deleteRowAnimated:
      let animated = answer == .deleteRowAnimated
      willDelete?(indexPath)
      if let section = data.firstIndex(where: { $0.contains(label) }) {
        data[section].removeAll { $0 == label }
      }
      deleted.append(label)
      table.deleteRow(at: indexPath, animated: animated)
      controller?.rowsDeleted(at: [indexPath])
      notes.append(
        "app deleted '\(label)' from its data and told the table"
          + (animated ? " (animated: its cell stays until the animation ends)" : ""))
      completion(true)
    case .applyDelete, .applyDeleteAnimated:
      let animated = answer == .applyDeleteAnimated
      guard let source, let id = table.rowID(at: indexPath) else {
        completion(false)
        return
      }
      willDelete?(indexPath)
      if let section = data.firstIndex(where: { $0.contains(label) }) {
        data[section].removeAll { $0 == label }
      }
      deleted.append(label)
      source.apply(
        source.snapshot.map { $0.filter { $0 != id } }, animatingDifferences: animated)
      notes.append(
        "app deleted '\(label)' from a snapshot and applied it"
          + (animated ? " (animated: its cell stays until the animation ends)" : "")
          + "; the engine is not told")
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
    return table.indexPath(ofRowID: id)
  }

  func indexPath(ofLabel label: String) -> IndexPath? {
    ids[label].flatMap { table.indexPath(ofRowID: $0) }
  }
}
