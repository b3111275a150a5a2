// https://developer.apple.com/documentation/uikit/uiresponder
@MainActor
open class UIResponder: NSObject {
  // https://developer.apple.com/documentation/uikit/uiresponder/next
  @objc open var next: UIResponder? { declarationOnly() }
}
