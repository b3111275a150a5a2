import Testing

@_spi(Headless) @testable import TableGestureSystemSwipeCore

/// Device review r4/r5, N15: the customiser pairs each system button with its action as UIKit
/// does — `_buttons[i]` with `_actions[i]` (decompiled `UISwipeActionPullView`,
/// `swipeActionButtonDidTouchUpInside:`, `sourceViewForAction:`) — not by subview order, which a
/// view added between UIKit's buttons, or a re-ordering, would shift.
@Suite("System swipe: which button is which action's")
struct SwipeButtonPairingTests {
  @Test func theButtonsListIsUsedWhateverTheSubviewOrder() {
    let paired = SwipeButtonPairing.buttons(
      listed: [3, 1, 2], subviews: [1, 2, 3], actionCount: 3)
    #expect(paired == [3, 1, 2])
  }

  @Test func withoutAUsableListTheSubviewsStand() {
    #expect(SwipeButtonPairing.buttons(listed: nil, subviews: [1, 2], actionCount: 2) == [1, 2])
    // A list of another length than the actions is not UIKit's pairing: the subviews stand.
    #expect(SwipeButtonPairing.buttons(listed: [1], subviews: [1, 2], actionCount: 2) == [1, 2])
  }

  /// A list that names a view not among the pull view's buttons is not trusted either.
  @Test func aListNamingAnotherViewIsNotTrusted() {
    #expect(
      SwipeButtonPairing.buttons(listed: [1, 9], subviews: [1, 2], actionCount: 2) == [1, 2])
  }
}
