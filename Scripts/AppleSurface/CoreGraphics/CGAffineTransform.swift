// `CGAffineTransform` itself and its fields come from the C struct in
// ../CAppleSurface/CFCGTypes.h; this file holds what the Core Graphics overlay adds.

extension CGAffineTransform {
  // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/identity
  public static var identity: CGAffineTransform { declarationOnly() }

  // https://developer.apple.com/documentation/corefoundation/cgaffinetransform/init(scalex:y:)
  public init(scaleX sx: CGFloat, y sy: CGFloat) { declarationOnly() }
}
