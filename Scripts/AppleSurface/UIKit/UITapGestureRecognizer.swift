// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer
// The swipe engine's dismissal tap; no members of its own are used.
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
}
