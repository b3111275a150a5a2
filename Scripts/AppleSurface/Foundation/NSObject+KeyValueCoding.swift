// Key-value coding: reading and writing a property (or, by default, an instance variable) by name.
// Asking for a key the object does not have raises an Objective-C exception, which Swift cannot
// catch: check first (`responds(to:)`, `class_getInstanceVariable`).
//
// Modelling note: Apple declares these `@objc`. Here they are plain members, because bridging an
// `Any` argument to Objective-C needs runtime entry points that the Linux standard library lacks
// (the compiler crashes emitting the thunk). Callers see the same Swift signatures.

extension NSObject {
  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/value(forkey:)
  public func value(forKey key: String) -> Any? { declarationOnly() }

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forkey:)
  public func setValue(_ value: Any?, forKey key: String) { declarationOnly() }

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessinstancevariablesdirectly
  public class var accessInstanceVariablesDirectly: Bool { declarationOnly() }
}
