// https://developer.apple.com/documentation/uikit/uicollectionviewdatasource
// (`@protocol UICollectionViewDataSource <NSObject>`, iPhoneOS26.2.sdk's UICollectionView.h; the
// two required methods only)
@MainActor @objc public protocol UICollectionViewDataSource: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:numberofitemsinsection:)
  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
    -> Int

  // https://developer.apple.com/documentation/uikit/uicollectionviewdatasource/collectionview(_:cellforitemat:)
  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
    -> UICollectionViewCell
}

// https://developer.apple.com/documentation/uikit/uicollectionviewdelegate
// (`@protocol UICollectionViewDelegate <UIScrollViewDelegate>`; only the member used)
@MainActor @objc public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  // https://developer.apple.com/documentation/uikit/uicollectionviewdelegate/collectionview(_:contextmenuconfigurationforitemsat:point:)
  // (`- (nullable UIContextMenuConfiguration *)collectionView:(UICollectionView *)collectionView
  // contextMenuConfigurationForItemsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths
  // point:(CGPoint)point API_AVAILABLE(ios(16.0))`)
  @available(iOS 16.0, *)
  @objc optional func collectionView(
    _ collectionView: UICollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
    point: CGPoint
  ) -> UIContextMenuConfiguration?
}
