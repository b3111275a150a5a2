// not found in the stored docs: checked against iPhoneOS16.5.sdk's UICollectionViewCell.h,
// `UIKIT_EXTERN API_AVAILABLE(ios(6.0)) NS_SWIFT_UI_ACTOR @interface UICollectionReusableView :
// UIView` (NS_SWIFT_UI_ACTOR: `@MainActor`). Both inherit UIView's initializers.
@MainActor
open class UICollectionReusableView: UIView {}

// not found in the stored docs: checked against iPhoneOS16.5.sdk's UICollectionViewCell.h,
// `UIKIT_EXTERN API_AVAILABLE(ios(6.0)) NS_SWIFT_UI_ACTOR @interface UICollectionViewCell :
// UICollectionReusableView`
@MainActor
open class UICollectionViewCell: UICollectionReusableView {
  // https://developer.apple.com/documentation/uikit/uicollectionviewcell/contentview
  // (`@property (nonatomic, readonly) UIView *contentView;`, iPhoneOS26.2.sdk's UICollectionViewCell.h)
  @objc open var contentView: UIView { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uicollectionviewcell/ishighlighted
  // (`@property (nonatomic, getter=isHighlighted) BOOL highlighted;`)
  @objc open var isHighlighted: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

extension UICollectionViewCell {
  // https://developer.apple.com/documentation/uikit/uicollectionviewcell/backgroundconfiguration-rgj4
  // (the Swift overlay's, iPhoneOS26.2.sdk's UIKit.swiftinterface: `@available(iOS 14.0, *)
  // public var backgroundConfiguration: UIKit.UIBackgroundConfiguration? { get set }`)
  @available(iOS 14.0, *)
  public var backgroundConfiguration: UIBackgroundConfiguration? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewlistcell
// (`UIKIT_EXTERN API_AVAILABLE(ios(14.0)) NS_SWIFT_UI_ACTOR @interface UICollectionViewListCell :
// UICollectionViewCell`, iPhoneOS26.2.sdk's UICollectionViewListCell.h)
@available(iOS 14.0, *)
@MainActor
open class UICollectionViewListCell: UICollectionViewCell {}
