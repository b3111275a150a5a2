// https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct
// (only the two members the skin reads; the struct is `Hashable` and `Sendable` in the SDK)
public struct UIBackgroundConfiguration: Hashable, @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/backgroundinsets
  public var backgroundInsets: NSDirectionalEdgeInsets {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uibackgroundconfiguration-swift.struct/cornerradius
  public var cornerRadius: CGFloat {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  public static func == (a: Self, b: Self) -> Bool { declarationOnly() }
  public func hash(into hasher: inout Hasher) { declarationOnly() }
}

extension UITableViewCell {
  // https://developer.apple.com/documentation/uikit/uitableviewcell/backgroundconfiguration
  public var backgroundConfiguration: UIBackgroundConfiguration? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
