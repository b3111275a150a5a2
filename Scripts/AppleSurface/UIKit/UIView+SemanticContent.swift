// UIView's right-to-left override, used by the swipe engine's Playground page.
extension UIView {
  // https://developer.apple.com/documentation/uikit/uiview/semanticcontentattribute
  @objc open var semanticContentAttribute: UISemanticContentAttribute {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

// https://developer.apple.com/documentation/uikit/uisemanticcontentattribute
// (raw values from the header, as the .NET binding lists them: unspecified 0, playback 1,
// spatial 2, forceLeftToRight 3, forceRightToLeft 4)
@objc public enum UISemanticContentAttribute: Int, @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/unspecified
  case unspecified = 0
  // https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/playback
  case playback = 1
  // https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/spatial
  case spatial = 2
  // https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/forcelefttoright
  case forceLeftToRight = 3
  // https://developer.apple.com/documentation/uikit/uisemanticcontentattribute/forcerighttoleft
  case forceRightToLeft = 4
}
