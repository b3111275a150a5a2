// https://developer.apple.com/documentation/foundation/date
// A point in time, as far as the iOS tests set a deadline for turning the run loop. Bridged to
// `NSDate`, as Apple's is, so that `RunLoop.run(until:)` (`-runUntilDate:`) is `@objc`.
public struct Date: Comparable, Hashable, Sendable, _ObjectiveCBridgeable {
  // https://developer.apple.com/documentation/foundation/date/init()
  public init() { declarationOnly() }

  // https://developer.apple.com/documentation/foundation/date/init(timeintervalsincenow:)
  public init(timeIntervalSinceNow: TimeInterval) { declarationOnly() }

  public static func < (lhs: Date, rhs: Date) -> Bool { declarationOnly() }

  public func _bridgeToObjectiveC() -> NSDate { declarationOnly() }
  public static func _forceBridgeFromObjectiveC(_ source: NSDate, result: inout Date?) {
    declarationOnly()
  }
  public static func _conditionallyBridgeFromObjectiveC(_ source: NSDate, result: inout Date?)
    -> Bool
  {
    declarationOnly()
  }
  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSDate?) -> Date {
    declarationOnly()
  }
}

// https://developer.apple.com/documentation/foundation/nsdate
// Only as `Date`'s Objective-C counterpart.
open class NSDate: NSObject {
}
