// Members of `UICollectionView` the list drag uses: its batch of updates, and what it reads to
// stay out of UIKit's own drag and drop's way. Each checked against iPhoneOS26.2.sdk's
// UICollectionView.h (the selector on the line above it) and the page named.
extension UICollectionView {
  // https://developer.apple.com/documentation/uikit/uicollectionview/performbatchupdates(_:completion:)
  // (`- (void)performBatchUpdates:(void (NS_NOESCAPE ^ _Nullable)(void))updates
  // completion:(void (^ _Nullable)(BOOL finished))completion`; an optional block is escaping in
  // Swift, NS_NOESCAPE notwithstanding)
  @objc open func performBatchUpdates(
    _ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uicollectionview/reconfigureitems(at:)
  // (`- (void)reconfigureItemsAtIndexPaths:(NSArray<NSIndexPath *> *)indexPaths
  // API_AVAILABLE(ios(15.0))`)
  @available(iOS 15.0, *)
  @objc open func reconfigureItems(at indexPaths: [IndexPath]) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uicollectionview/draginteractionenabled
  // (`@property (nonatomic) BOOL dragInteractionEnabled API_AVAILABLE(ios(11.0))`)
  @available(iOS 11.0, *)
  @objc open var dragInteractionEnabled: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uicollectionview/dragdelegate
  // (`@property (nonatomic, weak, nullable) id <UICollectionViewDragDelegate> dragDelegate`)
  @available(iOS 11.0, *)
  @objc weak open var dragDelegate: (any UICollectionViewDragDelegate)? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

// https://developer.apple.com/documentation/uikit/uicollectionviewdragdelegate
// (The library only checks whether a collection view has one. Its one required method is
// declared, as for `UITableViewDragDelegate`; the optional ones are not.)
@available(iOS 11.0, *)
@MainActor @objc public protocol UICollectionViewDragDelegate: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uicollectionviewdragdelegate/collectionview(_:itemsforbeginning:at:)
  func collectionView(
    _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem]
}
