// https://developer.apple.com/documentation/quartzcore/cacornermask
// (iPhoneOS26.2.sdk's CALayer.h: `typedef NS_OPTIONS (NSUInteger, CACornerMask)`, imported as an
// `OptionSet` struct over `UInt`; its four bits are `kCALayerMinXMinYCorner` … `1U << 3`; only the
// raw-value initializer is used)
public struct CACornerMask: OptionSet, @unchecked Sendable {
  public let rawValue: UInt

  // https://developer.apple.com/documentation/quartzcore/cacornermask/init(rawvalue:)
  public init(rawValue: UInt) { self.rawValue = rawValue }
}

extension CALayer {
  // https://developer.apple.com/documentation/quartzcore/calayer/maskedcorners
  // (`@property CACornerMask maskedCorners API_AVAILABLE(ios(11.0))`, CALayer.h; not `@objc` in the
  // model: see "Known differences" 15 in ../README.md)
  open var maskedCorners: CACornerMask {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
