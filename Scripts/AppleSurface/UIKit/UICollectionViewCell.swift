// not found in the stored docs: checked against iPhoneOS16.5.sdk's UICollectionViewCell.h,
// `UIKIT_EXTERN API_AVAILABLE(ios(6.0)) NS_SWIFT_UI_ACTOR @interface UICollectionReusableView :
// UIView` (NS_SWIFT_UI_ACTOR: `@MainActor`). Only the types are used (by the SwipeCellKit
// stand-in's cell, ../SwipeCellKitStandIn/); both inherit UIView's initializers.
@MainActor
open class UICollectionReusableView: UIView {}

// not found in the stored docs: checked against iPhoneOS16.5.sdk's UICollectionViewCell.h,
// `UIKIT_EXTERN API_AVAILABLE(ios(6.0)) NS_SWIFT_UI_ACTOR @interface UICollectionViewCell :
// UICollectionReusableView`
@MainActor
open class UICollectionViewCell: UICollectionReusableView {}
