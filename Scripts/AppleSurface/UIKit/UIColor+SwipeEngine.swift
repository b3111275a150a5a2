// UIColor members used by the swipe engine's button colours.
extension UIColor {
  // not found in the stored docs as its own page: checked against the .NET binding of the same
  // member (`UIColor.SystemGray3 { [Export("systemGray3Color")] get; }`) and its sibling's page
  // (https://developer.apple.com/documentation/uikit/uicolor/systemgray: `class var systemGray: UIColor { get }`)
  // https://developer.apple.com/documentation/uikit/uicolor/systemgray3
  // (iOS 13.0 and later: iPhoneOS16.5.sdk UIInterface.h:127 `systemGray3Color
  // API_AVAILABLE(ios(13.0))`)
  @available(iOS 13.0, *)
  @objc open class var systemGray3: UIColor { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uicolor/init(red:green:blue:alpha:)
  @objc public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uicolor/init(named:)
  @objc public convenience init?(named name: String) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uicolor/getred(_:green:blue:alpha:)
  @objc open func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    declarationOnly()
  }
}

// UIColor members used by the swipe engine's Playground page.
extension UIColor {
  // not found in the stored docs as its own page: checked against the .NET binding of the same
  // member (`UIColor.SystemIndigo { [Export("systemIndigoColor")] get; }`) and its sibling's page
  // (https://developer.apple.com/documentation/uikit/uicolor/systemgray: `class var systemGray: UIColor { get }`);
  // iOS 13 and later (the header's `API_AVAILABLE(ios(13.0))`)
  // https://developer.apple.com/documentation/uikit/uicolor/systemindigo
  @available(iOS 13.0, *)
  @objc open class var systemIndigo: UIColor { declarationOnly() }
}
