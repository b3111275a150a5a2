// https://developer.apple.com/documentation/uikit/uiviewcontroller
@MainActor
open class UIViewController: UIResponder {
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
