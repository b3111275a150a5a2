// `CGSize` itself, its fields and its memberwise `init(width:height:)` (CGFloat) come from the C
// struct in ../CAppleSurface/CFCGTypes.h; this file holds what the Core Graphics overlay adds.

extension CGSize {
  // https://developer.apple.com/documentation/corefoundation/cgsize/zero
  public static var zero: CGSize { declarationOnly() }

  // https://developer.apple.com/documentation/corefoundation/cgsize/init(width:height:)-2du3k
  public init(width: Double, height: Double) { declarationOnly() }

  // not found in the stored docs (only the Double overload's page is stored): checked against
  // the SDK's CoreGraphics .swiftinterface (generated-interface text found via find_string), which pairs an Int with every Double overload (CGPoint, CGRect, CGVector)
  // https://developer.apple.com/documentation/corefoundation/cgsize/init(width:height:)
  public init(width: Int, height: Int) { declarationOnly() }
}

// https://developer.apple.com/documentation/corefoundation/cgsize
extension CGSize: Equatable {
  public static func == (lhs: CGSize, rhs: CGSize) -> Bool { declarationOnly() }
}
