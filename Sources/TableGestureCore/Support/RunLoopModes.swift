/// The run-loop modes a piece of deferred work runs in, as a host schedules it (UIKit:
/// `RunLoop.perform(inModes:block:)`).
///
/// While the user's finger tracks a scroll view, or it decelerates, the main run loop runs in
/// `UITrackingRunLoopMode`, and work scheduled for the default mode alone waits until the scroll
/// ends: `perform(_:)` "is equivalent to `perform(inModes:block:)` with the default mode" (Apple
/// DTS, https://developer.apple.com/forums/thread/731759). `common` runs in both.
@_spi(Headless) public struct RunLoopModes: OptionSet, Sendable, Hashable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// `RunLoop.Mode.default`.
  public static let `default` = RunLoopModes(rawValue: 1 << 0)
  /// `UITrackingRunLoopMode`: a scroll view is tracking a finger or decelerating.
  public static let tracking = RunLoopModes(rawValue: 1 << 1)
  /// `RunLoop.Mode.common`: the default and tracking modes.
  public static let common: RunLoopModes = [.default, .tracking]
}
