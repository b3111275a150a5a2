// https://developer.apple.com/documentation/uikit/uipangesturerecognizer
// Declared as the type of `UIScrollView.panGestureRecognizer`; no members of its own are used.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
}
