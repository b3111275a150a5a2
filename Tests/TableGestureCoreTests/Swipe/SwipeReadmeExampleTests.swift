import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// The swipe-engine example of `docs/core.md`, verbatim, so it stays true.

final class Inbox: SwipeActionsProvider {
  let table: SimulatedTable
  var controller: SwipeController?
  init(table: SimulatedTable) { self.table = table }

  func swipeActions(forRowAt indexPath: IndexPath, edge: SwipeableEdge) -> SwipeActionSet? {
    guard edge == .trailing else { return nil }
    return SwipeActionSet(
      actions: [SwipeAction(identifier: "delete", title: "Delete", style: .destructive)],
      options: SwipeableOptions(expansionStyle: .destructive))
  }

  func performSwipeAction(
    _ action: SwipeAction, forRowAt indexPath: IndexPath, completion: SwipeActionCompletion
  ) {
    table.deleteRow(at: indexPath)  // your data source deletes, then tells the engine
    controller?.rowsDeleted(at: [indexPath])
    completion(true)
  }
}

@Test func aFullSwipeDeletesTheRow() {
  let table = SimulatedTable(
    sections: [.uniform(rows: 5, height: 60)], viewportSize: CGSize(width: 390, height: 600))
  let host = SimulatedSwipeHost(table: table)
  let inbox = Inbox(table: table)
  let controller = SwipeController(table: table, host: host, provider: inbox)
  inbox.controller = controller

  controller.panBegan(at: CGPoint(x: 350, y: 90))
  for x in stride(from: -10, through: -360, by: -10) {
    controller.panChanged(
      translation: CGPoint(x: CGFloat(x), y: 0), location: CGPoint(x: 350 + CGFloat(x), y: 90))
  }
  controller.panEnded(velocity: CGPoint(x: -500, y: 0))

  #expect(table.rowOrder == [[0, 2, 3, 4]])
  #expect(controller.isIdle)
  #expect(host.haptics.first?.intensity == 0.7)
}
