import Foundation
@_spi(Headless) import TableGestureCore
import Testing

@_spi(Headless) @testable import TableGestureSystemSwipeCore

@Suite("SwipeButtonPlan")
struct SwipeButtonPlanTests {
  private let spec = SwipeButtonSpec(preferredWidth: 60, spacing: 8, style: .circular)

  private func plan(width: CGFloat?) -> SwipeButtonPlan {
    SwipeButtonPlan(index: 0, spec: spec, edge: .right, buttonWidth: width)
  }

  @Test("writes the planned width when the button reports another one or none")
  func writes() {
    #expect(plan(width: 68).widthToWrite(current: 74) == 68)
    #expect(plan(width: 68).widthToWrite(current: nil) == 68)
    #expect(plan(width: 68).widthToWrite(current: .nan) == 68)
  }

  @Test("writes nothing when the button already has the width")
  func unchanged() {
    #expect(plan(width: 68).widthToWrite(current: 68) == nil)
  }

  @Test("writes nothing when the plan leaves the width to the system")
  func noWidth() {
    #expect(plan(width: nil).widthToWrite(current: 74) == nil)
  }

  @Test(
    "never writes 0 (the system's 'recompute'), a negative or a non-finite width",
    arguments: [0, -0.0, -10, .nan, .infinity, -.infinity] as [CGFloat])
  func neverBad(width: CGFloat) {
    #expect(plan(width: width).widthToWrite(current: 74) == nil)
    #expect(plan(width: width).widthToWrite(current: nil) == nil)
  }

  @Test("every plan the decision makes writes a positive finite width")
  func decisionWidths() {
    let odd: [SwipeButtonSpec] = [
      SwipeButtonSpec(preferredWidth: .nan, spacing: .infinity, style: .circular),
      SwipeButtonSpec(preferredWidth: -5, spacing: -5, style: .customView),
      SwipeButtonSpec(preferredWidth: .greatestFiniteMagnitude, spacing: 10, style: .circular),
      SwipeButtonSpec(spacing: 3),
    ]
    let probe = SwipePullViewProbe(
      pullViewClassFound: true, actions: odd, cellEdgeRawValue: SwipeEdge.leftRawValue,
      buttonsHaveButtonWidthIvar: true, keyValueCodingReachesIvars: true,
      buttonsHaveButtonWidthGetter: true, buttonCount: odd.count)
    let plans = SwipeHookDecision(probe: probe).plans
    #expect(plans.count == odd.count)
    for plan in plans {
      let written = plan.widthToWrite(current: nil)
      #expect(written != nil)
      if let written { #expect(written.isFinite && written > 0) }
    }
  }
}
