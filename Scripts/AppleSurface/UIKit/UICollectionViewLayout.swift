// https://developer.apple.com/documentation/uikit/uicollectionviewlayout
// (`UIKIT_EXTERN API_AVAILABLE(ios(6.0)) NS_SWIFT_UI_ACTOR @interface UICollectionViewLayout :
// NSObject <NSCoding>`, iPhoneOS26.2.sdk's UICollectionViewLayout.h; NSCoding left out: nothing
// here uses it)
@MainActor
open class UICollectionViewLayout: NSObject {
  // https://developer.apple.com/documentation/uikit/uicollectionviewlayout/invalidatelayout()
  @objc open func invalidateLayout() { declarationOnly() }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes
// (`UIKIT_EXTERN API_AVAILABLE(ios(6.0)) NS_SWIFT_UI_ACTOR @interface
// UICollectionViewLayoutAttributes : NSObject <NSCopying, UIDynamicItem>`; the protocols left out)
@MainActor
open class UICollectionViewLayoutAttributes: NSObject {
  // https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/frame
  @objc open var frame: CGRect {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uicollectionviewlayoutattributes/indexpath
  @objc open var indexPath: IndexPath {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout
// (`UIKIT_EXTERN API_AVAILABLE(ios(13.0)) NS_SWIFT_UI_ACTOR @interface
// UICollectionViewCompositionalLayout : UICollectionViewLayout`)
@available(iOS 13.0, *)
@MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {}

@available(iOS 14.0, *)
extension UICollectionViewCompositionalLayout {
  // https://developer.apple.com/documentation/uikit/uicollectionviewcompositionallayout/list(using:)
  // (iPhoneOS26.2.sdk's UIKit.swiftinterface: `@MainActor @preconcurrency public static func
  // list(using configuration: UICollectionLayoutListConfiguration) ->
  // UICollectionViewCompositionalLayout`)
  @MainActor @preconcurrency
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    declarationOnly()
  }
}

// https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration
// (iPhoneOS26.2.sdk's UIKit.swiftinterface: `@available(iOS 14.0, *) public struct
// UICollectionLayoutListConfiguration`, not Sendable; only the members used)
@available(iOS 14.0, *)
public struct UICollectionLayoutListConfiguration {
  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/appearance-swift.enum
  public enum Appearance: Hashable {
    case plain
    case grouped
    case insetGrouped
    case sidebar
    case sidebarPlain
  }

  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/init(appearance:)
  public init(appearance: UICollectionLayoutListConfiguration.Appearance) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/swipeactionsconfigurationprovider
  public typealias SwipeActionsConfigurationProvider = (_ indexPath: IndexPath) ->
    UISwipeActionsConfiguration?

  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/trailingswipeactionsconfigurationprovider
  public var trailingSwipeActionsConfigurationProvider:
    UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider?
  {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

// https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct
// (iPhoneOS26.2.sdk's UIKit.swiftinterface: `@available(iOS 14.5, *) public struct
// UIListSeparatorConfiguration : Swift.Hashable`; only the members used)
@available(iOS 14.5, *)
public struct UIListSeparatorConfiguration: Hashable {
  // https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/visibility-swift.enum
  public enum Visibility: Hashable {
    case automatic
    case visible
    case hidden
  }

  // https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/init(listappearance:)
  public init(listAppearance: UICollectionLayoutListConfiguration.Appearance) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/topseparatorvisibility
  public var topSeparatorVisibility: UIListSeparatorConfiguration.Visibility {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uilistseparatorconfiguration-swift.struct/bottomseparatorvisibility
  public var bottomSeparatorVisibility: UIListSeparatorConfiguration.Visibility {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  public static func == (a: Self, b: Self) -> Bool { declarationOnly() }
  public func hash(into hasher: inout Hasher) { declarationOnly() }
}

@available(iOS 14.5, *)
extension UICollectionLayoutListConfiguration {
  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/itemseparatorhandler-swift.typealias
  public typealias ItemSeparatorHandler = (
    _ itemIndexPath: IndexPath, _ sectionSeparatorConfiguration: UIListSeparatorConfiguration
  ) -> UIListSeparatorConfiguration

  // https://developer.apple.com/documentation/uikit/uicollectionlayoutlistconfiguration/itemseparatorhandler-swift.property
  public var itemSeparatorHandler: UICollectionLayoutListConfiguration.ItemSeparatorHandler? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout
// (`UIKIT_EXTERN API_AVAILABLE(ios(6.0)) NS_SWIFT_UI_ACTOR @interface UICollectionViewFlowLayout :
// UICollectionViewLayout`, iPhoneOS26.2.sdk's UICollectionViewFlowLayout.h; made with NSObject's
// `init()`)
@MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  // https://developer.apple.com/documentation/uikit/uicollectionviewflowlayout/itemsize
  // (`@property (nonatomic) CGSize itemSize;`)
  @objc open var itemSize: CGSize {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
