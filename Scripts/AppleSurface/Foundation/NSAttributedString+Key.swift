extension NSAttributedString {
  // https://developer.apple.com/documentation/foundation/nsattributedstring/key
  public struct Key: Hashable, RawRepresentable, Sendable, _ObjectiveCBridgeable {
    // https://developer.apple.com/documentation/foundation/nsattributedstring/key/init(rawvalue:)
    public init(rawValue: String) { declarationOnly() }

    // https://developer.apple.com/documentation/foundation/nsattributedstring/key/rawvalue
    public var rawValue: String { declarationOnly() }

    // Bridged to NSString, as every Objective-C string-typed constant group is.
    public func _bridgeToObjectiveC() -> NSString { declarationOnly() }
    public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout Key?) {
      declarationOnly()
    }
    public static func _conditionallyBridgeFromObjectiveC(
      _ source: NSString, result: inout Key?
    ) -> Bool {
      declarationOnly()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> Key {
      declarationOnly()
    }
  }
}
