// `UIEdgeInsets` itself, its fields and its memberwise `init(top:left:bottom:right:)` come from the
// C struct in ../CAppleSurface/UIGeometry.h; this file holds what UIKit's overlay adds.

extension UIEdgeInsets {
  // https://developer.apple.com/documentation/uikit/uiedgeinsets/zero
  public static var zero: UIEdgeInsets { declarationOnly() }
}
