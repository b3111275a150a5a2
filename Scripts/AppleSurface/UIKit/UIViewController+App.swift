// What the example app (Examples/TableGestureDemo.swiftpm) uses of a view controller: one
// subclass per screen, its view, its title and its navigation controller.
extension UIViewController {
  // https://developer.apple.com/documentation/uikit/uiviewcontroller/view
  @objc open var view: UIView! {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/viewdidload()
  @objc open func viewDidLoad() { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/title
  @objc open var title: String? {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uiviewcontroller/navigationcontroller
  @objc open var navigationController: UINavigationController? { declarationOnly() }
}
