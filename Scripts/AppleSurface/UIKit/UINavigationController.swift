// https://developer.apple.com/documentation/uikit/uinavigationcontroller
@MainActor
open class UINavigationController: UIViewController {
  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(rootviewcontroller:)
  @objc public init(rootViewController: UIViewController) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/init(nibname:bundle:)
  @objc public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  // Inherited from UIViewController, whose page it is; redeclared because the designated
  // initializers above must come with the required one.
  @objc public required init?(coder: NSCoder) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/pushviewcontroller(_:animated:)
  @objc open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/topviewcontroller
  // UINavigationController.h: `@property(nullable, nonatomic,readonly,strong) UIViewController
  // *topViewController;`
  @objc open var topViewController: UIViewController? { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uinavigationcontroller/interactivecontentpopgesturerecognizer
  // iPhoneOS26.2.sdk UINavigationController.h: `@property(nullable, nonatomic, readonly)
  // UIGestureRecognizer *interactiveContentPopGestureRecognizer API_AVAILABLE(ios(26.0), …)`.
  @available(iOS 26.0, *)
  @objc open var interactiveContentPopGestureRecognizer: UIGestureRecognizer? { declarationOnly() }
}
