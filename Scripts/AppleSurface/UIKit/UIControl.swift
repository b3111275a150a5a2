// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor
open class UIControl: UIView {
}
