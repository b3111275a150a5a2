// https://developer.apple.com/documentation/uikit/uibezierpath
open class UIBezierPath: NSObject {
  // https://developer.apple.com/documentation/uikit/uibezierpath/init(roundedrect:cornerradius:)
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uibezierpath/cgpath
  @objc open var cgPath: CGPath {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
