// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
@MainActor
open class UIPopoverPresentationController: UIPresentationController {
  // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview
  @objc open var sourceView: UIView? {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourcerect
  @objc open var sourceRect: CGRect {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
