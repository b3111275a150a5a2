// https://developer.apple.com/documentation/uikit/uiimageview
@MainActor
open class UIImageView: UIView {
  // https://developer.apple.com/documentation/uikit/uiimageview/init(image:)
  @objc public init(image: UIImage?) { declarationOnly() }

  // UIView's designated initializer, which UIImageView inherits: its header marks no designated
  // initializer of its own, so the SDK imports `init(frame:)` here too, and with it NSObject's
  // `init()` (`UIImageView()`), as the .NET and Dart bindings' `initWithFrame:`/`init` on
  // UIImageView show. Checked against https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  // https://developer.apple.com/documentation/uikit/uiimageview/init(frame:)
  @objc public override init(frame: CGRect) { declarationOnly() }

  // UIView's required initializer, which a subclass declaring its own designated initializer must
  // repeat; not found in the stored docs as its own page (see UIView.swift's `init(coder:)`).
  // https://developer.apple.com/documentation/uikit/uiimageview/init(coder:)
  @objc public required init?(coder: NSCoder) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiimageview/image
  @objc open var image: UIImage? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
