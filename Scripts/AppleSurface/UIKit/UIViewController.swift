// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor
open class UIViewController: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(nibname:bundle:)
  // "This is the designated initializer for this class."
  @objc public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/init(coder:)
  // The other designated initializer; `required` as UIView's (NSCoding), see UIView.swift.
  @objc public required init?(coder: NSCoder) { declarationOnly() }

  // NSObject's `init()`, no longer designated here (as in UIView.swift): a screen is created with
  // `MenuViewController()`.
  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  @objc public override convenience init() { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
  @objc open var popoverPresentationController: UIPopoverPresentationController? {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/present(_:animated:completion:)
  @objc open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool,
    completion: (() -> Void)? = nil
  ) {
    declarationOnly()
  }
}
