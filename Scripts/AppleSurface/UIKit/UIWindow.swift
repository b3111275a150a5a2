// https://developer.apple.com/documentation/uikit/uiwindow
// Declared only as the type of `UIView.window`; no members are used.
@MainActor
open class UIWindow: UIView {
}
