// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor
open class UIImageView: UIView {
  // https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
  @objc public init(image: UIImage?) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiimageview/image
  @objc open var image: UIImage? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
