// The Objective-C `BOOL`. Any `@objc` member that takes or returns a Swift `Bool` is bridged
// through this type and the two conversion functions below, so the compiler requires them as
// soon as such a member is declared.

// https://developer.apple.com/documentation/objectivec/objcbool
@frozen
public struct ObjCBool: ExpressibleByBooleanLiteral, Sendable {
  // https://developer.apple.com/documentation/objectivec/objcbool/init(booleanliteral:)
  public init(booleanLiteral value: Bool) { declarationOnly() }

  // https://developer.apple.com/documentation/objectivec/objcbool/boolvalue
  public var boolValue: Bool { declarationOnly() }
}

// Compiler-known bridging entry points of Apple's ObjectiveC overlay (no documentation page:
// they are underscored and called only by compiler-generated code).
public func _convertBoolToObjCBool(_ x: Bool) -> ObjCBool { declarationOnly() }
public func _convertObjCBoolToBool(_ x: ObjCBool) -> Bool { declarationOnly() }
