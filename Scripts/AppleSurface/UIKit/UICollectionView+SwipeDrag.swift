// What the swipe reads of UIKit's drag and drop on a collection view.
extension UICollectionView {
  // https://developer.apple.com/documentation/uikit/uicollectionview/hasactivedrag
  // (`var hasActiveDrag: Bool { get }`, iOS 11.0 and later)
  @available(iOS 11.0, *)
  @objc open var hasActiveDrag: Bool { declarationOnly() }
}
