// https://developer.apple.com/documentation/corefoundation/cgfloat-swift.struct
@frozen
public struct CGFloat: Sendable {
  // https://developer.apple.com/documentation/corefoundation/cgfloat-swift.struct/nativetype
  public typealias NativeType = Double

  // https://developer.apple.com/documentation/corefoundation/cgfloat-swift.struct/native
  public var native: CGFloat.NativeType

  // https://developer.apple.com/documentation/corefoundation/cgfloat-swift.struct/init()
  public init() { declarationOnly() }

  // https://developer.apple.com/documentation/corefoundation/cgfloat-swift.struct/init(_:)-7dkuk
  public init(_ value: CGFloat) { declarationOnly() }
}

// The floating-point protocol family, as Apple's CGFloat adopts it. Every requirement is listed
// because a conformance must be complete; the operations themselves are the standard ones.
// https://developer.apple.com/documentation/corefoundation/cgfloat-swift.struct
extension CGFloat: BinaryFloatingPoint {
  public typealias RawSignificand = UInt
  public typealias RawExponent = UInt
  public typealias Exponent = Int
  public typealias Magnitude = CGFloat
  public typealias Stride = CGFloat
  public typealias IntegerLiteralType = Int
  public typealias FloatLiteralType = Double

  // https://developer.apple.com/documentation/corefoundation/cgfloat-swift.struct/init(floatliteral:)
  public init(floatLiteral value: CGFloat.NativeType) { declarationOnly() }
  public init(integerLiteral value: Int) { declarationOnly() }

  public init(_ value: Float) { declarationOnly() }
  public init(_ value: Double) { declarationOnly() }
  #if arch(x86_64) || arch(i386)
    public init(_ value: Float80) { declarationOnly() }
  #endif
  public init(_ value: Int) { declarationOnly() }
  public init<Source: BinaryInteger>(_ value: Source) { declarationOnly() }
  public init?<Source: BinaryInteger>(exactly value: Source) { declarationOnly() }
  public init(sign: FloatingPointSign, exponent: Int, significand: CGFloat) { declarationOnly() }
  public init(sign: FloatingPointSign, exponentBitPattern: UInt, significandBitPattern: UInt) {
    declarationOnly()
  }

  public static var exponentBitCount: Int { declarationOnly() }
  public static var significandBitCount: Int { declarationOnly() }
  public static var nan: CGFloat { declarationOnly() }
  public static var signalingNaN: CGFloat { declarationOnly() }
  public static var infinity: CGFloat { declarationOnly() }
  public static var greatestFiniteMagnitude: CGFloat { declarationOnly() }
  public static var pi: CGFloat { declarationOnly() }
  public static var leastNormalMagnitude: CGFloat { declarationOnly() }
  public static var leastNonzeroMagnitude: CGFloat { declarationOnly() }

  public var exponentBitPattern: UInt { declarationOnly() }
  public var significandBitPattern: UInt { declarationOnly() }
  public var binade: CGFloat { declarationOnly() }
  public var significandWidth: Int { declarationOnly() }
  public var ulp: CGFloat { declarationOnly() }
  public var sign: FloatingPointSign { declarationOnly() }
  public var exponent: Int { declarationOnly() }
  public var significand: CGFloat { declarationOnly() }
  public var magnitude: CGFloat { declarationOnly() }
  public var nextUp: CGFloat { declarationOnly() }
  public var isNormal: Bool { declarationOnly() }
  public var isFinite: Bool { declarationOnly() }
  public var isZero: Bool { declarationOnly() }
  public var isSubnormal: Bool { declarationOnly() }
  public var isInfinite: Bool { declarationOnly() }
  public var isNaN: Bool { declarationOnly() }
  public var isSignalingNaN: Bool { declarationOnly() }
  public var isCanonical: Bool { declarationOnly() }

  public static func + (lhs: CGFloat, rhs: CGFloat) -> CGFloat { declarationOnly() }
  public static func - (lhs: CGFloat, rhs: CGFloat) -> CGFloat { declarationOnly() }
  public static func * (lhs: CGFloat, rhs: CGFloat) -> CGFloat { declarationOnly() }
  public static func / (lhs: CGFloat, rhs: CGFloat) -> CGFloat { declarationOnly() }
  public static func += (lhs: inout CGFloat, rhs: CGFloat) { declarationOnly() }
  public static func -= (lhs: inout CGFloat, rhs: CGFloat) { declarationOnly() }
  public static func *= (lhs: inout CGFloat, rhs: CGFloat) { declarationOnly() }
  public static func /= (lhs: inout CGFloat, rhs: CGFloat) { declarationOnly() }
  public mutating func negate() { declarationOnly() }
  public mutating func formRemainder(dividingBy other: CGFloat) { declarationOnly() }
  public mutating func formTruncatingRemainder(dividingBy other: CGFloat) { declarationOnly() }
  public mutating func formSquareRoot() { declarationOnly() }
  public mutating func addProduct(_ lhs: CGFloat, _ rhs: CGFloat) { declarationOnly() }
  public mutating func round(_ rule: FloatingPointRoundingRule) { declarationOnly() }

  public func isEqual(to other: CGFloat) -> Bool { declarationOnly() }
  public func isLess(than other: CGFloat) -> Bool { declarationOnly() }
  public func isLessThanOrEqualTo(_ other: CGFloat) -> Bool { declarationOnly() }
  public func isTotallyOrdered(belowOrEqualTo other: CGFloat) -> Bool { declarationOnly() }

  public func distance(to other: CGFloat) -> CGFloat { declarationOnly() }
  public func advanced(by amount: CGFloat) -> CGFloat { declarationOnly() }
}

// https://developer.apple.com/documentation/corefoundation/cgfloat-swift.struct
extension CGFloat: Hashable {
  public func hash(into hasher: inout Hasher) { declarationOnly() }
}

// https://developer.apple.com/documentation/corefoundation/cgfloat-swift.struct
extension CGFloat: CustomStringConvertible {
  public var description: String { declarationOnly() }
}

// https://developer.apple.com/documentation/corefoundation/cgfloat-swift.struct
extension CGFloat: Codable {
  public init(from decoder: any Decoder) throws { declarationOnly() }
  public func encode(to encoder: any Encoder) throws { declarationOnly() }
}

// The conversion the compiler calls for the implicit CGFloat-to-Double conversion (SE-0307).
// Checked against its Int counterpart, https://developer.apple.com/documentation/swift/int/init(_:)-5q6q5
// https://developer.apple.com/documentation/swift/double
extension Double {
  public init(_ value: CGFloat) { declarationOnly() }
}
