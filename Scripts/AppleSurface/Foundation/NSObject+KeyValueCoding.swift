// Key-value coding: reading and writing a property (or, by default, an instance variable) by name.
// Asking for a key the object does not have raises an Objective-C exception, which Swift cannot
// catch: check first (`responds(to:)`, `class_getInstanceVariable`).
//
// Modelling note: Apple declares these `@objc`. Here `value(forKey:)` and `setValue(_:forKey:)` are
// plain (non-`@objc`) members, because bridging an `Any` argument to Objective-C needs runtime entry
// points that the Linux standard library lacks (the compiler crashes emitting the thunk). Callers
// see the same Swift signatures. `accessInstanceVariablesDirectly` (a `Bool`) is `@objc` as Apple's.

extension NSObject {
  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/value(forkey:)
  open func value(forKey key: String) -> Any? { declarationOnly() }

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/setvalue(_:forkey:)
  open func setValue(_ value: Any?, forKey key: String) { declarationOnly() }

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessinstancevariablesdirectly
  @objc open class var accessInstanceVariablesDirectly: Bool { declarationOnly() }
}
