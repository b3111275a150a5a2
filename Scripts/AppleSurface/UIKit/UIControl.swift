// not found in the stored docs: checked against a quotation of Apple's page
// (`@MainActor class UIControl : UIView`) and UIButton's page (`@MainActor class UIButton`)
// https://developer.apple.com/documentation/uikit/uicontrol
@MainActor
open class UIControl: UIView {
}
