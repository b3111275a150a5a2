// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction
@MainActor
open class UIAccessibilityCustomAction: NSObject {
  // https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/handler
  public typealias Handler = (UIAccessibilityCustomAction) -> Bool

  // https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/init(name:actionhandler:)
  @objc public init(
    name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler
  ) {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/name
  @objc open var name: String {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
