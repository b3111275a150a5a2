// https://developer.apple.com/documentation/uikit/uifont
open class UIFont: NSObject, @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:)
  @objc open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { declarationOnly() }
}
