// https://developer.apple.com/documentation/uikit/uicontentconfiguration
// (iPhoneOS26.2.sdk's UIKit.swiftinterface: `@available(iOS 14.0, *) public protocol
// UIContentConfiguration` with two requirements, `makeContentView()` and `updated(for:)`, left
// out: the model's SwiftUI `UIHostingConfiguration` declares both, the library adopts none)
@available(iOS 14.0, *)
public protocol UIContentConfiguration {}

// https://developer.apple.com/documentation/uikit/uicontentview
// (`@MainActor protocol UIContentView : NSObjectProtocol`; named by `makeContentView()`'s result
// only, so its requirements are left out)
@available(iOS 14.0, *)
@MainActor public protocol UIContentView: NSObjectProtocol {}

// https://developer.apple.com/documentation/uikit/uiconfigurationstate
// (`protocol UIConfigurationState`; named by `updated(for:)`'s parameter only, so its
// requirements are left out)
@available(iOS 14.0, *)
public protocol UIConfigurationState {}

// https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct
// (`public struct UIListContentConfiguration : UIKit.UIContentConfiguration, Swift.Hashable`;
// only the members used)
@available(iOS 14.0, *)
public struct UIListContentConfiguration: UIContentConfiguration, Hashable {
  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/text
  public var text: String? {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/secondarytext
  public var secondaryText: String? {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uilistcontentconfiguration-swift.struct/preferssidebysidetextandsecondarytext
  public var prefersSideBySideTextAndSecondaryText: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  public static func == (a: Self, b: Self) -> Bool { declarationOnly() }
  public func hash(into hasher: inout Hasher) { declarationOnly() }
}

@available(iOS 14.0, *)
extension UICollectionViewCell {
  // https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentconfiguration-13e7k
  // (`@MainActor @preconcurrency public var contentConfiguration: (any
  // UIKit.UIContentConfiguration)? { get set }`)
  @MainActor @preconcurrency public var contentConfiguration: (any UIContentConfiguration)? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

@available(iOS 14.0, *)
extension UICollectionViewListCell {
  // https://developer.apple.com/documentation/uikit/uicollectionviewlistcell/defaultcontentconfiguration()
  // (`@MainActor @preconcurrency public func defaultContentConfiguration() ->
  // UIKit.UIListContentConfiguration`)
  @MainActor @preconcurrency public func defaultContentConfiguration()
    -> UIListContentConfiguration
  {
    declarationOnly()
  }
}
