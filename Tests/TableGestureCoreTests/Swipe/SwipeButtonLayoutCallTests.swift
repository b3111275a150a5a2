import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// The engine places a row's buttons in one host call per placement, every button once, whether
/// the frames fit on the stack (a few buttons) or not (many: worked out into the controller's
/// kept buffer), each where the transition's maths puts it.
@Suite("Swipe: one button layout call per placement")
struct SwipeButtonLayoutCallTests {
  /// The most buttons whose frames are placed from the stack.
  static let stackButtons = SwipeController.stackFrames

  @Test(arguments: [1, 3, 12, stackButtons, stackButtons + 1, 2 * stackButtons + 1])
  func eachPlacementIsOneCallWithEveryButton(buttons: Int) throws {
    let table = SimulatedTable(
      sections: [SimulatedSection.uniform(rows: 10, height: 60)],
      viewportSize: CGSize(width: 390, height: 600))
    let host = InterferingSwipeHost(table: table)
    let provider = TestSwipeProvider(table: table)
    provider.trailing = trailingSet(
      buttons, options: SwipeableOptions(minimumButtonWidth: 20, maximumButtonWidth: 20))
    let controller = SwipeController(table: table, host: host, provider: provider)
    provider.controller = controller

    #expect(swipe(row: 3, controller, host) > 3)
    for call in host.buttonCalls {
      #expect(call.sorted() == Array(0..<buttons))
    }
    #expect(host.base.buttonFrames.map(\.actionIndex).sorted() == Array(0..<buttons))
    // Each frame is the one the transition's maths gives that button at the row's offset.
    let g = try #require(controller.session.geometry)
    for i in 0..<buttons {
      let expected = SwipeTransitionLayout.frame(
        ofButton: i, geometry: g, offset: controller.offset)
      let placed = try #require(
        host.base.buttonFrames.first { $0.actionIndex == expected.actionIndex })
      #expect(placed == expected)
    }
  }

  @Test func rowsWithDifferentManyButtonCountsEachGetEveryButton() {
    let table = SimulatedTable(
      sections: [SimulatedSection.uniform(rows: 10, height: 60)],
      viewportSize: CGSize(width: 390, height: 600))
    let host = InterferingSwipeHost(table: table)
    let provider = TestSwipeProvider(table: table)
    let controller = SwipeController(table: table, host: host, provider: provider)
    provider.controller = controller
    let options = SwipeableOptions(minimumButtonWidth: 20, maximumButtonWidth: 20)
    // Many buttons, then more (the buffer grows), then few, then many again.
    for (row, buttons) in [(2, 14), (4, 16), (6, 3), (8, 14)] {
      provider.trailing = trailingSet(buttons, options: options)
      host.buttonCalls.removeAll()
      #expect(swipe(row: row, controller, host) > 3)
      #expect(host.buttonCalls.count > 3)
      for call in host.buttonCalls {
        #expect(call.sorted() == Array(0..<buttons))
      }
      controller.panEnded(velocity: .zero)
      controller.hideActions(animated: false)
    }
  }

  /// Pans row `row` open step by step; returns how many pan updates moved the row.
  private func swipe(row: Int, _ controller: SwipeController, _ host: InterferingSwipeHost)
    -> Int
  {
    let start = CGPoint(x: 300, y: CGFloat(row) * 60 + 30)
    controller.panBegan(at: start)
    var moves = 0
    for tx in stride(from: CGFloat(-30), through: -150, by: -20) {
      let before = host.buttonCalls.count
      controller.panChanged(
        translation: CGPoint(x: tx, y: 0), location: CGPoint(x: start.x + tx, y: start.y))
      if controller.activeRow != nil {
        #expect(host.buttonCalls.count == before + 1)
        moves += 1
      }
    }
    return moves
  }
}
