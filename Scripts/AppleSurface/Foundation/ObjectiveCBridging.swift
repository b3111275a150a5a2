// Bridging of Swift value types to their Foundation classes, as Apple's Foundation overlay
// declares it. An `@objc` member whose signature mentions `String`, an array or a dictionary
// needs these conformances to be representable in Objective-C.

// https://developer.apple.com/documentation/swift/string (Bridging: String ↔ NSString)
extension String: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSString { declarationOnly() }
  public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout String?) {
    declarationOnly()
  }
  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSString, result: inout String?
  ) -> Bool {
    declarationOnly()
  }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> String {
    declarationOnly()
  }
}

// https://developer.apple.com/documentation/swift/array (Bridging: Array ↔ NSArray)
extension Array: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSArray { declarationOnly() }
  public static func _forceBridgeFromObjectiveC(_ source: NSArray, result: inout [Element]?) {
    declarationOnly()
  }
  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSArray, result: inout [Element]?
  ) -> Bool {
    declarationOnly()
  }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSArray?) -> [Element] {
    declarationOnly()
  }
}

// https://developer.apple.com/documentation/swift/dictionary (Bridging: Dictionary ↔ NSDictionary)
extension Dictionary: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSDictionary { declarationOnly() }
  public static func _forceBridgeFromObjectiveC(
    _ source: NSDictionary, result: inout [Key: Value]?
  ) {
    declarationOnly()
  }
  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSDictionary, result: inout [Key: Value]?
  ) -> Bool {
    declarationOnly()
  }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDictionary?) -> [Key: Value]
  {
    declarationOnly()
  }
}

// https://developer.apple.com/documentation/swift/anyhashable (Bridging: AnyHashable ↔ NSObject;
// the standard library's `AnyHashable+ObjC`), so an `@objc` member may take or return one.
extension AnyHashable: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSObject { declarationOnly() }
  public static func _forceBridgeFromObjectiveC(_ source: NSObject, result: inout AnyHashable?) {
    declarationOnly()
  }
  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSObject, result: inout AnyHashable?
  ) -> Bool {
    declarationOnly()
  }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSObject?) -> AnyHashable {
    declarationOnly()
  }
}
