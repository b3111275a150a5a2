// https://developer.apple.com/documentation/uikit/uiimage
open class UIImage: NSObject, @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
  @available(iOS 13.0, *)
  @objc public init?(systemName name: String) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiimage/size
  @objc open var size: CGSize { declarationOnly() }
}
