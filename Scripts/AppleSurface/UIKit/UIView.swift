// https://developer.apple.com/documentation/uikit/uiview
@MainActor
open class UIView: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  @objc public init(frame: CGRect) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiview/alpha
  @objc open var alpha: CGFloat {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  @objc open func addSubview(_ view: UIView) { declarationOnly() }
}
