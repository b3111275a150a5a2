import Testing

@_spi(Headless) @testable import TableGestureCore

/// Round 5's newcomer run: a swipeable or dragable table whose delegate is missing at its first
/// gesture — never set, or made inline and released at once (held weakly) — says so in one log
/// line, once.
@Suite("Diagnostics: a table switched on without its delegate")
struct GestureDelegateCheckTests {
  @Test func aDelegateReleasedAtOnceIsNamedAtTheFirstGestureOnly() throws {
    var check = GestureDelegateCheck(.swipe)
    let first = check.firstGesture(delegatePresent: false, delegateWasSet: true)
    let line = try #require(first)
    #expect(line.contains("swipeableDelegate is gone"))
    #expect(line.contains("weakly"))
    #expect(line.contains("strong reference"))
    #expect(check.firstGesture(delegatePresent: false, delegateWasSet: true) == nil)
  }

  @Test func noDelegateAtAllIsNamed() throws {
    var check = GestureDelegateCheck(.drag)
    let first = check.firstGesture(delegatePresent: false, delegateWasSet: false)
    let line = try #require(first)
    #expect(line.contains("no dragableDelegate is set"))
    #expect(line.contains("no row lifts"))
  }

  @Test func aTableWithItsDelegateSaysNothingThenOrLater() {
    var check = GestureDelegateCheck(.swipe)
    #expect(check.firstGesture(delegatePresent: true, delegateWasSet: true) == nil)
    // Only the first gesture is judged: a delegate released later is the app's own choice
    // (a screen being torn down).
    #expect(check.firstGesture(delegatePresent: false, delegateWasSet: true) == nil)
  }

  @Test func selectorsFollowTheSwiftNames() {
    #expect(
      GestureDelegateCheck.selector(ofSwiftName: "tableView(_:canDragCellTo:)")
        == "tableView:canDragCellTo:")
    #expect(
      GestureDelegateCheck.selector(ofSwiftName: "tableView(_:canSwipeRowAt:edge:withTouchPoint:)")
        == "tableView:canSwipeRowAt:edge:withTouchPoint:")
    #expect(GestureDelegateCheck.selector(ofSwiftName: "tableView(_:_:)") == "tableView::")
  }

  /// A method in a second extension, or with a label dropped, is not a witness: only the list of
  /// what the delegate does not implement names it.
  @Test func theOptionalMethodsNotImplementedAreNamed() throws {
    let check = GestureDelegateCheck(.swipe)
    let implemented: Set<String> = [
      "tableView:willBeginSwipingRowAt:edge:", "tableView:didEndSwipingRowAt:",
      "tableView:swipeIdentityForRowAt:", "tableView:indexPathForSwipeIdentity:",
    ]
    let line = try #require(
      check.coverageNote(delegateType: "InboxController") { implemented.contains($0) })
    #expect(line.contains("InboxController"))
    #expect(line.contains("does not implement tableView(_:canSwipeRowAt:edge:withTouchPoint:)."))
    #expect(line.contains("another extension"))
    let all = Set(
      GestureDelegateCheck.Feature.swipe.optionalMethods.map(
        GestureDelegateCheck.selector(ofSwiftName:)))
    #expect(check.coverageNote(delegateType: "Full") { all.contains($0) } == nil)
    #expect(GestureDelegateCheck.Feature.drag.optionalMethods.count == 7)
  }
}
