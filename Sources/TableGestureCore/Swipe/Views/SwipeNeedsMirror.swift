/// Where a ``SwipeNeedsMirror`` sends the controller's needs: one method is one view property
/// set. The UIKit skin implements each with exactly one UIKit call.
@_spi(Headless) public protocol SwipeNeedsSink {
  /// Pauses or resumes the display link (`CADisplayLink.isPaused`).
  func setFramesPaused(_ paused: Bool)
  /// Enables or disables the dismissal tap (`UIGestureRecognizer.isEnabled`).
  func setDismissalEnabled(_ enabled: Bool)
  /// Enables or disables the touch shield (`UIGestureRecognizer.isEnabled`).
  func setShieldEnabled(_ enabled: Bool)
}

/// Mirrors the controller's needs — display frames, the dismissal tap and its shield — onto the
/// view system after each call into the controller, writing only what changed since the last
/// mirror. Starts as the skin makes them: frames paused, tap and shield disabled. Nothing but
/// the host writes them.
@_spi(Headless) public struct SwipeNeedsMirror: Sendable {
  @usableFromInline var paused = true
  @usableFromInline var dismissal = false

  /// A mirror of a host whose frames are paused and whose tap and shield are disabled.
  @inlinable public init() {}

  /// Mirrors `framesPaused` and `dismissalEnabled` (the tap and the shield together).
  @inlinable
  public mutating func mirror<Sink: SwipeNeedsSink>(
    framesPaused: Bool, dismissalEnabled: Bool, into sink: Sink
  ) {
    if framesPaused != paused {
      paused = framesPaused
      sink.setFramesPaused(framesPaused)
    }
    if dismissalEnabled != dismissal {
      dismissal = dismissalEnabled
      sink.setDismissalEnabled(dismissalEnabled)
      sink.setShieldEnabled(dismissalEnabled)
    }
  }
}
