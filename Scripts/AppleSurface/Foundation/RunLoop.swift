// https://developer.apple.com/documentation/foundation/runloop
open class RunLoop: NSObject {
  // https://developer.apple.com/documentation/foundation/runloop/main
  @objc open class var main: RunLoop { declarationOnly() }

  // https://developer.apple.com/documentation/foundation/runloop/run(until:)
  // NSRunLoop.h: `- (void)runUntilDate:(NSDate *)limitDate
  // NS_SWIFT_UNAVAILABLE_FROM_ASYNC("run(until:) cannot be used from async contexts.");`
  @available(*, noasync, message: "run(until:) cannot be used from async contexts.")
  @objc(runUntilDate:) open func run(until limitDate: Date) { declarationOnly() }

  // https://developer.apple.com/documentation/foundation/runloop/mode
  public struct Mode: Hashable, RawRepresentable, @unchecked Sendable, _ObjectiveCBridgeable {
    public init(rawValue: String) { declarationOnly() }
    public var rawValue: String { declarationOnly() }

    // Bridged to NSString, as every Objective-C string-typed constant group is (this is what lets
    // `CADisplayLink.add(to:forMode:)` be `@objc`).
    public func _bridgeToObjectiveC() -> NSString { declarationOnly() }
    public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout Mode?) {
      declarationOnly()
    }
    public static func _conditionallyBridgeFromObjectiveC(
      _ source: NSString, result: inout Mode?
    ) -> Bool {
      declarationOnly()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> Mode {
      declarationOnly()
    }

    // https://developer.apple.com/documentation/foundation/runloop/mode/common
    public static let common = RunLoop.Mode(rawValue: "kCFRunLoopCommonModes")

    // https://developer.apple.com/documentation/foundation/runloop/mode/default
    public static let `default` = RunLoop.Mode(rawValue: "kCFRunLoopDefaultMode")
  }
}
