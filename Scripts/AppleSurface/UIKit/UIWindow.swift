// https://developer.apple.com/documentation/uikit/uiwindow
// The type of `UIView.window`; the iOS tests set its root view controller.
@MainActor
open class UIWindow: UIView {
  // https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
  @objc open var rootViewController: UIViewController? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
