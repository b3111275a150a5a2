// Core Animation's explicit animations, as the leaving fill of a deleted row uses them (device
// review r5, R5-1). Checked against iPhoneOS26.2.sdk QuartzCore.framework/Headers/CAAnimation.h,
// CAMediaTiming.h and CAMediaTimingFunction.h.

// https://developer.apple.com/documentation/quartzcore/camediatiming
// (`@protocol CAMediaTiming`: `@property CFTimeInterval duration;`)
public protocol CAMediaTiming {
  // https://developer.apple.com/documentation/quartzcore/camediatiming/duration
  var duration: CFTimeInterval { get set }
}

// https://developer.apple.com/documentation/quartzcore/caanimation
// (`@interface CAAnimation : NSObject <NSSecureCoding, NSCopying, CAMediaTiming, CAAction>`; only
// CAMediaTiming is used)
open class CAAnimation: NSObject, CAMediaTiming {
  // https://developer.apple.com/documentation/quartzcore/camediatiming/duration
  @objc open var duration: CFTimeInterval {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/quartzcore/caanimation/timingfunction
  // (`@property(nullable, strong) CAMediaTimingFunction *timingFunction;`)
  @objc open var timingFunction: CAMediaTimingFunction? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

// https://developer.apple.com/documentation/quartzcore/capropertyanimation
open class CAPropertyAnimation: CAAnimation {
  // https://developer.apple.com/documentation/quartzcore/capropertyanimation/init(keypath:)
  // (`+ (instancetype)animationWithKeyPath:(nullable NSString *)path;`)
  public convenience init(keyPath path: String?) { declarationOnly() }
}

// https://developer.apple.com/documentation/quartzcore/cabasicanimation
open class CABasicAnimation: CAPropertyAnimation {
  // https://developer.apple.com/documentation/quartzcore/cabasicanimation/fromvalue
  // (`@property(nullable, strong) id fromValue;`; not `@objc` in the model: see "Known
  // differences" 1 in ../README.md)
  open var fromValue: Any? {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/quartzcore/cabasicanimation/tovalue
  open var toValue: Any? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

// https://developer.apple.com/documentation/quartzcore/camediatimingfunction
open class CAMediaTimingFunction: NSObject {
  // https://developer.apple.com/documentation/quartzcore/camediatimingfunction/init(name:)
  // (`+ (instancetype)functionWithName:(CAMediaTimingFunctionName)name;`)
  public convenience init(name: CAMediaTimingFunctionName) { declarationOnly() }
}

// https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname
// (`typedef NSString * CAMediaTimingFunctionName NS_TYPED_ENUM`, imported as a struct over
// `String`)
public struct CAMediaTimingFunctionName: Hashable, RawRepresentable, @unchecked Sendable {
  public init(rawValue: String) { declarationOnly() }
  public var rawValue: String { declarationOnly() }

  // https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/easeineaseout
  // (`kCAMediaTimingFunctionEaseInEaseOut`)
  public static var easeInEaseOut: CAMediaTimingFunctionName { declarationOnly() }
}
