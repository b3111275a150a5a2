// Swift key-path key-value observing (the Foundation overlay's `observe(_:options:changeHandler:)`).

// The overlay's protocol that carries `observe(_:options:changeHandler:)`; NSObject conforms, so
// the method's `Self` is the observed object's own class. Not documented as its own page: the
// method page's symbol identifier (`s:10Foundation27_KeyValueCodingAndObservingPAAE7observe…`)
// names it, and says the page's member is "SYNTHESIZED" on NSObject from this extension.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/observe(_:options:changehandler:)
  @preconcurrency public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    declarationOnly()
  }
}

// https://developer.apple.com/documentation/foundation/nskeyvalueobservation
// (the page shows `@objc(_NSKeyValueObservation) class NSKeyValueObservation` without its
// superclass; the overlay declares it an NSObject subclass, as every `@objc` class must be here)
@objc(_NSKeyValueObservation) public class NSKeyValueObservation: NSObject {
  // https://developer.apple.com/documentation/foundation/nskeyvalueobservation/invalidate()
  @objc public func invalidate() { declarationOnly() }
}

// https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions
public struct NSKeyValueObservingOptions: OptionSet, @unchecked Sendable {
  // not found in the stored docs as its own page: the SDK listing of the struct's members
  // (onestack.dev/ios-reference/Foundation/NSKeyValueObservingOptions) shows `init(rawValue: UInt)`
  public init(rawValue: UInt) { declarationOnly() }
  public var rawValue: UInt { declarationOnly() }

  // https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions/new
  public static var new: NSKeyValueObservingOptions { declarationOnly() }

  // https://developer.apple.com/documentation/foundation/nskeyvalueobservingoptions/old
  public static var old: NSKeyValueObservingOptions { declarationOnly() }
}

// https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange
public struct NSKeyValueObservedChange<Value> {
  // https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange/newvalue
  public let newValue: Value?

  // https://developer.apple.com/documentation/foundation/nskeyvalueobservedchange/oldvalue
  public let oldValue: Value?
}
