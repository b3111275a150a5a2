import Foundation
@_spi(Headless) import TableGestureCore
import Testing

@_spi(Headless) @testable import TableGestureSystemSwipeCore

@Suite("SwipeHookDecision")
struct SwipeHookDecisionTests {
  private let circle = SwipeButtonSpec(preferredWidth: 60, spacing: 8, style: .circular)
  private let custom = SwipeButtonSpec(
    preferredWidth: 80, style: .customView, customViewInsets: LayoutInsets(top: 6, bottom: 6))

  /// A probe where every check passes, for the given actions.
  private func healthyProbe(_ actions: [SwipeButtonSpec]) -> SwipePullViewProbe {
    SwipePullViewProbe(
      pullViewClassFound: true, actions: actions, cellEdgeRawValue: SwipeEdge.rightRawValue,
      buttonsHaveButtonWidthIvar: true, keyValueCodingReachesIvars: true,
      buttonsHaveButtonWidthGetter: true, buttonCount: actions.count)
  }

  // MARK: every stock branch

  @Test("missing class")
  func classMissing() {
    var probe = healthyProbe([circle])
    probe.pullViewClassFound = false
    #expect(SwipeHookDecision(probe: probe) == .leaveStock(.pullViewClassMissing))
  }

  @Test("missing _actions")
  func actionsMissing() {
    var probe = healthyProbe([circle])
    probe.actions = nil
    #expect(SwipeHookDecision(probe: probe) == .leaveStock(.actionsFieldMissing))
  }

  @Test("no actions")
  func noActions() {
    #expect(SwipeHookDecision(probe: healthyProbe([])) == .leaveStock(.noActions))
  }

  @Test("all default stays stock, even with widths and spacing set")
  func allDefault() {
    let actions = [SwipeButtonSpec(), SwipeButtonSpec(preferredWidth: 90, spacing: 10)]
    #expect(SwipeHookDecision(probe: healthyProbe(actions)) == .leaveStock(.allActionsDefault))
  }

  @Test("missing _cellEdge")
  func cellEdgeMissing() {
    var probe = healthyProbe([circle])
    probe.cellEdgeRawValue = nil
    #expect(SwipeHookDecision(probe: probe) == .leaveStock(.cellEdgeFieldMissing))
  }

  @Test("unknown _cellEdge value", arguments: [0, 1, 4, 10, 15] as [UInt])
  func unknownEdge(raw: UInt) {
    var probe = healthyProbe([circle])
    probe.cellEdgeRawValue = raw
    #expect(SwipeHookDecision(probe: probe) == .leaveStock(.unknownCellEdge(rawValue: raw)))
  }

  @Test("iOS 26's dynamic pull view is left stock when a custom look is asked for")
  func dynamicPullView() {
    var probe = healthyProbe([circle])
    probe.pullViewKind = .dynamic
    #expect(SwipeHookDecision(probe: probe) == .leaveStock(.dynamicPullView))
  }

  @Test("the dynamic pull view with only default actions is an ordinary stock row")
  func dynamicPullViewDefault() {
    var probe = healthyProbe([SwipeButtonSpec()])
    probe.pullViewKind = .dynamic
    #expect(SwipeHookDecision(probe: probe) == .leaveStock(.allActionsDefault))
  }

  @Test("the rounded style (buttons in _clippingView) is left stock")
  func rounded() {
    var probe = healthyProbe([circle])
    probe.buttonsInClippingView = true
    probe.buttonCount = 0
    #expect(SwipeHookDecision(probe: probe) == .leaveStock(.roundedPullViewStyle))
  }

  @Test("buttons without the _buttonWidth instance variable")
  func ivarMissing() {
    var probe = healthyProbe([circle])
    probe.buttonsHaveButtonWidthIvar = false
    #expect(SwipeHookDecision(probe: probe) == .leaveStock(.buttonWidthIvarMissing))
  }

  @Test("button classes that keep key-value coding away from their instance variables")
  func ivarAccessDisallowed() {
    var probe = healthyProbe([circle])
    probe.keyValueCodingReachesIvars = false
    #expect(SwipeHookDecision(probe: probe) == .leaveStock(.ivarAccessDisallowed))
  }

  @Test("buttons without the buttonWidth getter")
  func getterMissing() {
    var probe = healthyProbe([circle])
    probe.buttonsHaveButtonWidthGetter = false
    #expect(SwipeHookDecision(probe: probe) == .leaveStock(.buttonWidthGetterMissing))
  }

  @Test("button count differs from action count", arguments: [0, 1, 3, -1])
  func countMismatch(buttons: Int) {
    var probe = healthyProbe([circle, custom])
    probe.buttonCount = buttons
    #expect(
      SwipeHookDecision(probe: probe)
        == .leaveStock(.buttonCountMismatch(buttons: buttons, actions: 2)))
  }

  @Test("the first failing check is the reason")
  func checkOrder() {
    var probe = SwipePullViewProbe(
      pullViewClassFound: false, pullViewKind: .dynamic, actions: nil, cellEdgeRawValue: nil,
      buttonsInClippingView: true, buttonsHaveButtonWidthIvar: false,
      keyValueCodingReachesIvars: false, buttonsHaveButtonWidthGetter: false, buttonCount: 5)
    #expect(SwipeHookDecision(probe: probe).stockReason == .pullViewClassMissing)
    probe.pullViewClassFound = true
    #expect(SwipeHookDecision(probe: probe).stockReason == .actionsFieldMissing)
    probe.actions = []
    #expect(SwipeHookDecision(probe: probe).stockReason == .noActions)
    probe.actions = [SwipeButtonSpec()]
    #expect(SwipeHookDecision(probe: probe).stockReason == .allActionsDefault)
    probe.actions = [circle]
    #expect(SwipeHookDecision(probe: probe).stockReason == .dynamicPullView)
    probe.pullViewKind = .classic
    #expect(SwipeHookDecision(probe: probe).stockReason == .cellEdgeFieldMissing)
    probe.cellEdgeRawValue = 4
    #expect(SwipeHookDecision(probe: probe).stockReason == .unknownCellEdge(rawValue: 4))
    probe.cellEdgeRawValue = 2
    #expect(SwipeHookDecision(probe: probe).stockReason == .roundedPullViewStyle)
    probe.buttonsInClippingView = false
    #expect(SwipeHookDecision(probe: probe).stockReason == .buttonWidthIvarMissing)
    probe.buttonsHaveButtonWidthIvar = true
    #expect(SwipeHookDecision(probe: probe).stockReason == .ivarAccessDisallowed)
    probe.keyValueCodingReachesIvars = true
    #expect(SwipeHookDecision(probe: probe).stockReason == .buttonWidthGetterMissing)
    probe.buttonsHaveButtonWidthGetter = true
    #expect(
      SwipeHookDecision(probe: probe).stockReason
        == .buttonCountMismatch(buttons: 5, actions: 1))
    probe.buttonCount = 1
    #expect(SwipeHookDecision(probe: probe).stockReason == nil)
  }

  @Test("a probe asks for a custom look only when some action has a non-default style")
  func asksForCustomLook() {
    var probe = healthyProbe([SwipeButtonSpec(), circle])
    #expect(probe.asksForCustomLook)
    probe.actions = [SwipeButtonSpec(preferredWidth: 90)]
    #expect(!probe.asksForCustomLook)
    probe.actions = []
    #expect(!probe.asksForCustomLook)
    probe.actions = nil
    #expect(!probe.asksForCustomLook)
  }

  // MARK: customise

  @Test("one plan per button, in order, with the edge and the button width")
  func uniform() throws {
    var probe = healthyProbe([circle, circle])
    probe.cellEdgeRawValue = SwipeEdge.leftRawValue
    let plans = SwipeHookDecision(probe: probe).plans
    try #require(plans.count == 2)
    #expect(plans.map(\.index) == [0, 1])
    #expect(plans.allSatisfy { $0.edge == .left && $0.style == .circular })
    #expect(plans.allSatisfy { $0.buttonWidth == 68 })
    #expect(SwipeHookDecision(probe: probe).stockReason == nil)
  }

  @Test("mixed styles: each action keeps its own style, whatever comes first")
  func mixed() throws {
    let plain = SwipeButtonSpec()
    let decision = SwipeHookDecision(probe: healthyProbe([plain, circle, custom]))
    let plans = decision.plans
    try #require(plans.count == 3)
    #expect(plans.map(\.style) == [.default, .circular, .customView])
    #expect(plans[0].buttonWidth == nil)
    #expect(plans[1].buttonWidth == 68)
    #expect(plans[2].buttonWidth == 80)
    #expect(plans[2].spec == custom)
    #expect(plans.allSatisfy { $0.edge == .right })
  }

  @Test("a default button in a mixed configuration gets its width only when one was set")
  func defaultWithWidth() throws {
    let spaced = SwipeButtonSpec(spacing: 6)
    let sized = SwipeButtonSpec(preferredWidth: 50)
    let plans = SwipeHookDecision(probe: healthyProbe([spaced, sized, custom])).plans
    try #require(plans.count == 3)
    #expect(plans[0].style == .default)
    #expect(plans[0].buttonWidth == 80)
    #expect(plans[1].buttonWidth == 50)
  }

  @Test("a circular or custom button with nothing set still gets the default width")
  func defaultWidthForCustomised() {
    let plans = SwipeHookDecision(probe: healthyProbe([SwipeButtonSpec(style: .circular)])).plans
    #expect(plans.map(\.buttonWidth) == [74])
  }

  @Test("accessors: stock has no plans, customise has no reason")
  func accessors() {
    let stock = SwipeHookDecision.leaveStock(.noActions)
    #expect(stock.plans.isEmpty)
    #expect(stock.stockReason == .noActions)
    let customise = SwipeHookDecision(probe: healthyProbe([circle]))
    #expect(customise.plans.count == 1)
    #expect(customise.stockReason == nil)
  }

  @Test("a plan's visual frame uses its spec and edge")
  func planFrame() throws {
    let plans = SwipeHookDecision(probe: healthyProbe([SwipeButtonSpec(), circle])).plans
    try #require(plans.count == 2)
    let button = CGRect(x: 0, y: 0, width: 68, height: 100)
    let pull = CGSize(width: 320, height: 100)
    #expect(
      plans[0].visualFrame(buttonFrame: button, pullViewSize: pull, containerWidth: 320) == nil)
    let frame = plans[1].visualFrame(buttonFrame: button, pullViewSize: pull, containerWidth: 320)
    #expect(frame == CGRect(x: 8, y: 20, width: 60, height: 60))
    let strict = plans[1].visualFrame(
      buttonFrame: button, pullViewSize: CGSize(width: 319.8, height: 100), containerWidth: 320,
      revealTolerance: 0.1)
    #expect(strict?.minX == 0)
    let narrow = plans[1].visualFrame(
      buttonFrame: button, pullViewSize: CGSize(width: 136, height: 100), containerWidth: 320)
    #expect(narrow?.minX == 0)
  }
}
