// `UIEdgeInsets` itself, its fields and its memberwise `init(top:left:bottom:right:)` come from the
// C struct in ../CAppleSurface/UIGeometry.h; this file holds what UIKit's overlay adds.

extension UIEdgeInsets {
  // https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
