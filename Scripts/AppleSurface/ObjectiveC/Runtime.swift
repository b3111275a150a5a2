// swift-format-ignore-file: AlwaysUseLowerCamelCase
// (Apple's C names are kept as Apple spells them.)
// Class and method introspection: looking up and exchanging method implementations, and looking
// up instance variables by name.

// https://developer.apple.com/documentation/objectivec/method
public typealias Method = OpaquePointer

// https://developer.apple.com/documentation/objectivec/ivar
public typealias Ivar = OpaquePointer

// https://developer.apple.com/documentation/objectivec/imp
public typealias IMP = OpaquePointer

// https://developer.apple.com/documentation/objectivec/class_getinstancemethod(_:_:)
public func class_getInstanceMethod(_ cls: AnyClass?, _ name: Selector) -> Method? {
  declarationOnly()
}

// https://developer.apple.com/documentation/objectivec/class_addmethod(_:_:_:_:)
public func class_addMethod(
  _ cls: AnyClass?, _ name: Selector, _ imp: IMP, _ types: UnsafePointer<CChar>?
) -> Bool {
  declarationOnly()
}

// https://developer.apple.com/documentation/objectivec/method_getimplementation(_:)
public func method_getImplementation(_ m: Method) -> IMP { declarationOnly() }

// https://developer.apple.com/documentation/objectivec/method_gettypeencoding(_:)
public func method_getTypeEncoding(_ m: Method) -> UnsafePointer<CChar>? { declarationOnly() }

// https://developer.apple.com/documentation/objectivec/method_exchangeimplementations(_:_:)
public func method_exchangeImplementations(_ m1: Method, _ m2: Method) { declarationOnly() }

// https://developer.apple.com/documentation/objectivec/class_getinstancevariable(_:_:)
public func class_getInstanceVariable(_ cls: AnyClass?, _ name: UnsafePointer<CChar>) -> Ivar? {
  declarationOnly()
}
