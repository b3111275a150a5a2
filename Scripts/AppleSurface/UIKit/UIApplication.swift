// https://developer.apple.com/documentation/uikit/uiapplication
// As far as the iOS tests find a window scene for their window when they run in a host app.
@MainActor
open class UIApplication: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiapplication/shared
  // UIApplication.h: `@property(class, nonatomic, readonly) UIApplication *sharedApplication
  // NS_EXTENSION_UNAVAILABLE_IOS(…)`.
  @objc(sharedApplication) open class var shared: UIApplication { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiapplication/connectedscenes
  // UIApplication.h: `@property(nonatomic, readonly) NSSet<UIScene *> *connectedScenes
  // API_AVAILABLE(ios(13.0))`. Not `@objc` here: the model bridges no `Set` to `NSSet`; its
  // Swift signature is Apple's.
  open var connectedScenes: Set<UIScene> { declarationOnly() }
}
