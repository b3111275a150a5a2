// https://developer.apple.com/documentation/uikit/uicollectionview
// (`@MainActor class UICollectionView`; the page does not show the superclass: UIScrollView per
// iPhoneOS16.5.sdk's UICollectionView.h, `@interface UICollectionView : UIScrollView`). Only the
// type is used (by the SwipeCellKit stand-in's delegate, ../SwipeCellKitStandIn/). Its designated
// initializers are `init(frame:collectionViewLayout:)` and `init(coder:)` (the header), so UIView's
// `init(frame:)` is not inherited; the model declares only `init(coder:)`, which nothing calls.
@MainActor
open class UICollectionView: UIScrollView {
  // not found in the stored docs as its own page: iPhoneOS16.5.sdk's UICollectionView.h,
  // `- (nullable instancetype)initWithCoder:(NSCoder *)coder NS_DESIGNATED_INITIALIZER;`
  @objc public required init?(coder: NSCoder) { declarationOnly() }
}
