// https://developer.apple.com/documentation/uikit/uiview
@MainActor
open class UIView: UIResponder {
  // https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  @objc public init(frame: CGRect) { declarationOnly() }

  // not found in the stored docs as its own page: checked against UIKit subclass pages that show
  // the inherited initializer (`UITableViewHeaderFooterView/init(coder:)`: `init?(coder: NSCoder)`;
  // `RoomCaptureView/init(coder:)`: `required dynamic init?(coder: NSCoder)`, "inherits from
  // UIView"). `required` because UIView adopts NSCoding, whose `initWithCoder:` every subclass
  // that declares its own designated initializer must therefore provide.
  // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  @objc public required init?(coder: NSCoder) { declarationOnly() }

  // NSObject's `init()`, which UIView declares no longer designated (its designated initializers
  // are `init(frame:)` and `init(coder:)`): the SDK imports it as a convenience initializer, so
  // `UIView()` and `MyView()` work when the subclass provides (or inherits) both of those.
  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
  @objc public override convenience init() { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiview/alpha
  @objc open var alpha: CGFloat {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  @objc open func addSubview(_ view: UIView) { declarationOnly() }
}
