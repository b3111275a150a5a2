// `CGPoint` itself, its fields and its memberwise `init(x:y:)` (CGFloat) come from the C struct in
// ../CAppleSurface/CFCGTypes.h; this file holds what the Core Graphics Swift overlay adds.

extension CGPoint {
  // https://developer.apple.com/documentation/corefoundation/cgpoint/zero
  public static var zero: CGPoint { declarationOnly() }

  // https://developer.apple.com/documentation/corefoundation/cgpoint/init(x:y:)-72awk
  public init(x: Int, y: Int) { declarationOnly() }

  // https://developer.apple.com/documentation/corefoundation/cgpoint/init(x:y:)-4lkgz
  public init(x: Double, y: Double) { declarationOnly() }
}

// https://developer.apple.com/documentation/corefoundation/cgpoint
extension CGPoint: Equatable {
  public static func == (lhs: CGPoint, rhs: CGPoint) -> Bool { declarationOnly() }
}
