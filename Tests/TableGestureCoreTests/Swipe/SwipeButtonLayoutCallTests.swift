import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// The engine places a row's buttons in one host call per placement, every button once, whether
/// the frames fit on the stack (a few buttons) or not (many).
@Suite("Swipe: one button layout call per placement")
struct SwipeButtonLayoutCallTests {
  @Test(arguments: [1, 3, 12])
  func eachPlacementIsOneCallWithEveryButton(buttons: Int) {
    let table = SimulatedTable(
      sections: [SimulatedSection.uniform(rows: 10, height: 60)],
      viewportSize: CGSize(width: 390, height: 600))
    let host = InterferingSwipeHost(table: table)
    let provider = TestSwipeProvider(table: table)
    provider.trailing = trailingSet(
      buttons, options: SwipeableOptions(minimumButtonWidth: 20, maximumButtonWidth: 20))
    let controller = SwipeController(table: table, host: host, provider: provider)
    provider.controller = controller

    let start = CGPoint(x: 300, y: 3 * 60 + 30)
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
    #expect(moves > 3)
    for call in host.buttonCalls {
      #expect(call.sorted() == Array(0..<buttons))
    }
    #expect(host.base.buttonFrames.map(\.actionIndex).sorted() == Array(0..<buttons))
  }
}
