// `CGRect` itself, `origin`, `size` and the memberwise `init(origin:size:)` come from the C struct
// in ../CAppleSurface/CGGeometry.h; this file holds what the Core Graphics overlay adds.

extension CGRect {
  // https://developer.apple.com/documentation/corefoundation/cgrect/zero
  public static var zero: CGRect { declarationOnly() }

  // CGFloat overload of https://developer.apple.com/documentation/corefoundation/cgrect/init(x:y:width:height:)-27bxn
  public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) { declarationOnly() }

  // https://developer.apple.com/documentation/corefoundation/cgrect/init(x:y:width:height:)-27bxn
  public init(x: Double, y: Double, width: Double, height: Double) { declarationOnly() }

  // Int overload of https://developer.apple.com/documentation/corefoundation/cgrect/init(x:y:width:height:)-27bxn
  public init(x: Int, y: Int, width: Int, height: Int) { declarationOnly() }

  // https://developer.apple.com/documentation/corefoundation/cgrect/width
  public var width: CGFloat { declarationOnly() }

  // https://developer.apple.com/documentation/corefoundation/cgrect/height
  public var height: CGFloat { declarationOnly() }

  // https://developer.apple.com/documentation/corefoundation/cgrect/minx
  public var minX: CGFloat { declarationOnly() }

  // https://developer.apple.com/documentation/corefoundation/cgrect/midx
  public var midX: CGFloat { declarationOnly() }

  // https://developer.apple.com/documentation/corefoundation/cgrect/maxx
  public var maxX: CGFloat { declarationOnly() }

  // https://developer.apple.com/documentation/corefoundation/cgrect/miny
  public var minY: CGFloat { declarationOnly() }

  // https://developer.apple.com/documentation/corefoundation/cgrect/midy
  public var midY: CGFloat { declarationOnly() }

  // https://developer.apple.com/documentation/corefoundation/cgrect/maxy
  public var maxY: CGFloat { declarationOnly() }
}

// https://developer.apple.com/documentation/corefoundation/cgrect
extension CGRect: Equatable {
  public static func == (lhs: CGRect, rhs: CGRect) -> Bool { declarationOnly() }
}
