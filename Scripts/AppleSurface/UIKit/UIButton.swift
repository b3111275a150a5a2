// https://developer.apple.com/documentation/uikit/uibutton
// Only the type is used: the swipe skin recognises the system's swipe buttons as `UIButton`s.
@MainActor
open class UIButton: UIControl {
}
