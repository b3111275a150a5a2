// `CGRect` itself, `origin`, `size` and the memberwise `init(origin:size:)` come from the C struct
// in ../CAppleSurface/CFCGTypes.h; this file holds what the Core Graphics overlay adds.

extension CGRect {
  // https://developer.apple.com/documentation/corefoundation/cgrect/zero
  public static var zero: CGRect { declarationOnly() }

  // not found in the stored docs (only the Double overload's page is stored): checked against
  // the SDK's CoreGraphics .swiftinterface (generated-interface text found via find_string): `public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat)`
  // https://developer.apple.com/documentation/corefoundation/cgrect/init(x:y:width:height:)
  public init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) { declarationOnly() }

  // https://developer.apple.com/documentation/corefoundation/cgrect/init(x:y:width:height:)-27bxn
  public init(x: Double, y: Double, width: Double, height: Double) { declarationOnly() }

  // not found in the stored docs (only the Double overload's page is stored): checked against
  // the SDK's CoreGraphics .swiftinterface (generated-interface text found via find_string): `public init(x: Int, y: Int, width: Int, height: Int)`
  // https://developer.apple.com/documentation/corefoundation/cgrect/init(x:y:width:height:)
  public init(x: Int, y: Int, width: Int, height: Int) { declarationOnly() }

  // not found in the stored docs: checked against the SDK's CoreGraphics .swiftinterface (generated-interface text found via find_string) (`var …: CGFloat { get }`)
  // https://developer.apple.com/documentation/corefoundation/cgrect/width
  public var width: CGFloat { declarationOnly() }

  // not found in the stored docs: checked against the SDK's CoreGraphics .swiftinterface (generated-interface text found via find_string) (`var …: CGFloat { get }`)
  // https://developer.apple.com/documentation/corefoundation/cgrect/height
  public var height: CGFloat { declarationOnly() }

  // not found in the stored docs: checked against the SDK's CoreGraphics .swiftinterface (generated-interface text found via find_string) (`var …: CGFloat { get }`)
  // https://developer.apple.com/documentation/corefoundation/cgrect/minx
  public var minX: CGFloat { declarationOnly() }

  // not found in the stored docs: checked against the SDK's CoreGraphics .swiftinterface (generated-interface text found via find_string) (`var …: CGFloat { get }`)
  // https://developer.apple.com/documentation/corefoundation/cgrect/midx
  public var midX: CGFloat { declarationOnly() }

  // not found in the stored docs: checked against the SDK's CoreGraphics .swiftinterface (generated-interface text found via find_string) (`var …: CGFloat { get }`)
  // https://developer.apple.com/documentation/corefoundation/cgrect/maxx
  public var maxX: CGFloat { declarationOnly() }

  // not found in the stored docs: checked against the SDK's CoreGraphics .swiftinterface (generated-interface text found via find_string) (`var …: CGFloat { get }`)
  // https://developer.apple.com/documentation/corefoundation/cgrect/miny
  public var minY: CGFloat { declarationOnly() }

  // not found in the stored docs: checked against the SDK's CoreGraphics .swiftinterface (generated-interface text found via find_string) (`var …: CGFloat { get }`)
  // https://developer.apple.com/documentation/corefoundation/cgrect/midy
  public var midY: CGFloat { declarationOnly() }

  // not found in the stored docs: checked against the SDK's CoreGraphics .swiftinterface (generated-interface text found via find_string) (`var …: CGFloat { get }`)
  // https://developer.apple.com/documentation/corefoundation/cgrect/maxy
  public var maxY: CGFloat { declarationOnly() }

  // https://developer.apple.com/documentation/corefoundation/cgrect/offsetby(dx:dy:)
  // iPhoneOS26.2.sdk CoreGraphics.swiftinterface: `public func offsetBy(dx: CGFloat, dy: CGFloat)
  // -> CGRect`.
  public func offsetBy(dx: CGFloat, dy: CGFloat) -> CGRect { declarationOnly() }
}

// https://developer.apple.com/documentation/corefoundation/cgrect
extension CGRect: Equatable {
  public static func == (lhs: CGRect, rhs: CGRect) -> Bool { declarationOnly() }
}
