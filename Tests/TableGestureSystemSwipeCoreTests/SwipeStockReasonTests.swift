@_spi(Headless) import TableGestureCore
import Testing

@_spi(Headless) @testable import TableGestureSystemSwipeCore

@Suite("SwipeStockReason and SwipeStockLogGate")
struct SwipeStockReasonTests {
  private let allReasons: [SwipeStockReason] = [
    .pullViewClassMissing, .actionsFieldMissing, .noActions, .allActionsDefault,
    .dynamicPullView, .cellEdgeFieldMissing, .unknownCellEdge(rawValue: 4),
    .roundedPullViewStyle, .buttonWidthIvarMissing, .ivarAccessDisallowed,
    .buttonWidthGetterMissing, .buttonCountMismatch(buttons: 2, actions: 3),
  ]

  @Test("every reason has its own one-line message")
  func messages() {
    let messages = allReasons.map(\.logMessage)
    #expect(Set(messages).count == allReasons.count)
    for message in messages {
      #expect(!message.isEmpty)
      #expect(!message.contains("\n"))
    }
  }

  @Test("the dynamic pull view's message names the opt-out and its end")
  func dynamicMessage() {
    let message = SwipeStockReason.dynamicPullView.logMessage
    #expect(message.contains("UIDesignRequiresCompatibility"))
    #expect(message.contains("iOS 27 SDK"))
  }

  @Test("messages carry the numbers")
  func messageNumbers() {
    #expect(SwipeStockReason.unknownCellEdge(rawValue: 15).logMessage.contains("15"))
    let mismatch = SwipeStockReason.buttonCountMismatch(buttons: 7, actions: 3).logMessage
    #expect(mismatch.contains("7"))
    #expect(mismatch.contains("3"))
  }

  @Test("only structural changes are problems")
  func problems() {
    let problems = allReasons.filter(\.isProblem)
    #expect(problems.count == allReasons.count - 2)
    #expect(!SwipeStockReason.noActions.isProblem)
    #expect(!SwipeStockReason.allActionsDefault.isProblem)
  }

  /// Asks the gate about each reason in turn and returns its answers.
  private func answers(_ gate: inout SwipeStockLogGate, _ reasons: [SwipeStockReason]) -> [Bool] {
    reasons.map { gate.shouldLog($0) }
  }

  @Test("the gate lets each problem kind through once")
  func gateOnce() {
    var gate = SwipeStockLogGate()
    let problems = allReasons.filter(\.isProblem)
    let first = answers(&gate, problems)
    let second = answers(&gate, problems)
    #expect(first == Array(repeating: true, count: problems.count))
    #expect(second == Array(repeating: false, count: problems.count))
  }

  @Test("the gate treats reasons that differ only in numbers as one kind")
  func gateKinds() {
    var gate = SwipeStockLogGate()
    let result = answers(
      &gate,
      [
        .buttonCountMismatch(buttons: 1, actions: 2), .buttonCountMismatch(buttons: 4, actions: 2),
        .unknownCellEdge(rawValue: 0), .unknownCellEdge(rawValue: 4), .pullViewClassMissing,
      ])
    #expect(result == [true, false, true, false, true])
  }

  @Test("the gate never lets ordinary configurations through")
  func gateOrdinary() {
    var gate = SwipeStockLogGate()
    let result = answers(&gate, [.noActions, .allActionsDefault, .noActions])
    #expect(result == [false, false, false])
  }
}
