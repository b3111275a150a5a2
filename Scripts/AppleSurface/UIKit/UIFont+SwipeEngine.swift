// UIFont members used by the swipe engine's default button title font.
extension UIFont {
  // https://developer.apple.com/documentation/uikit/uifont/systemfont(ofsize:weight:)
  // (not `@objc` in the model: see "Known differences" 15 in ../README.md)
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uifont/weight
  // (imported from the header's `typedef CGFloat UIFontWeight NS_TYPED_EXTENSIBLE_ENUM`, hence
  // `RawRepresentable` over `CGFloat` and `@unchecked Sendable` like every imported constant group)
  public struct Weight: Hashable, RawRepresentable, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uifont/weight/init(rawvalue:)
    public init(rawValue: CGFloat) { declarationOnly() }
    public var rawValue: CGFloat { declarationOnly() }

    // https://developer.apple.com/documentation/uikit/uifont/weight/medium
    // (a constant: placeholder value, never read; see "Known differences" 9 in ../README.md)
    public static let medium = UIFont.Weight(rawValue: 0.23)
  }
}
