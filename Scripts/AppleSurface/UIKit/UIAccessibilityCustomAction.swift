// https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction
@MainActor
open class UIAccessibilityCustomAction: NSObject {
  // https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/handler
  // (The page's `@MainActor typealias Handler = …` is the SDK's main-actor function type.)
  public typealias Handler = @MainActor (UIAccessibilityCustomAction) -> Bool

  // not found in the stored docs: checked against the class page's topic link
  // (`initWithName:actionHandler:`) and its documented twin `init(name:image:actionHandler:)`; iOS 13.0
  // as for `actionHandler` and `init(attributedName:actionHandler:)`
  // https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/init(name:actionhandler:)
  @available(iOS 13.0, *)
  @objc public init(
    name: String, actionHandler: @escaping UIAccessibilityCustomAction.Handler
  ) {
    declarationOnly()
  }

  // not found in the stored docs: checked against the SDK member listing (`var name: String { get set }`,
  // iOS 8.0) and AppKit's twin page (NSAccessibilityCustomAction/name)
  // https://developer.apple.com/documentation/uikit/uiaccessibilitycustomaction/name
  @objc open var name: String {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
