import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// How fast the table scrolls while a dragged row is held near the top or bottom edge.
///
/// The edge zones lie inside the visible area (the bounds less the adjusted content insets), so
/// bars and the safe area are respected. The speed grows with the square of the depth into the
/// zone, from zero at its inner border to ``maximumSpeed`` at the edge and beyond. Speeds are in
/// points per second and turned into distance with the display's timestamps, so the table scrolls
/// the same distance per second at 60 Hz and 120 Hz.
public struct AutoscrollRamp: Hashable, Sendable {
  /// Height of each edge zone in points. Default 64. Capped at a third of the visible height so
  /// the two zones never meet; non-finite or negative values turn autoscroll off.
  public var edgeZoneHeight: CGFloat
  /// Speed at full depth, in points per second. Default 1,000; non-finite or negative values
  /// turn autoscroll off.
  public var maximumSpeed: CGFloat
  /// The longest time step one frame may scroll for, in seconds. Default 1/20: after a stalled
  /// frame the table does not jump.
  public var maximumFrameInterval: TimeInterval

  /// Creates a ramp; omitted values are the defaults given on each property.
  /// - Parameters:
  ///   - edgeZoneHeight: height of each edge zone, in points (default 64).
  ///   - maximumSpeed: speed at full depth, in points per second (default 1,000).
  ///   - maximumFrameInterval: the longest time step one frame may scroll for, in seconds
  ///     (default 1/20).
  public init(
    edgeZoneHeight: CGFloat = 64, maximumSpeed: CGFloat = 1_000,
    maximumFrameInterval: TimeInterval = 1.0 / 20.0
  ) {
    self.edgeZoneHeight = edgeZoneHeight
    self.maximumSpeed = maximumSpeed
    self.maximumFrameInterval = maximumFrameInterval
  }

  /// The scrolling velocity for a finger at `fingerY`, in points per second: negative scrolls
  /// up (towards the top of the content), positive down, zero outside the zones.
  /// - Parameters:
  ///   - fingerY: the finger's position, in the same coordinates as the two bounds.
  ///   - visibleTop: top of the visible area (bounds top plus the top inset).
  ///   - visibleBottom: bottom of the visible area (bounds bottom less the bottom inset).
  ///
  /// Zero when an input or the ramp is not finite, or the zone or the speed is not positive. Those
  /// checks are made only for a finger in a zone, where the answer would not be zero: a drag asks
  /// on every display frame, and the finger is mostly outside the zones (checked first, they cost
  /// 46 instructions a frame, Benchmarks/README.md). The answers are the same: a non-finite input
  /// or zone puts neither depth above zero, or is caught before a non-zero answer.
  @_spi(Headless) @inlinable public func velocity(
    fingerY: CGFloat, visibleTop: CGFloat, visibleBottom: CGFloat
  )
    -> CGFloat
  {
    let zone = Swift.min(edgeZoneHeight, (visibleBottom - visibleTop) / 3)
    guard zone > 0 else { return 0 }
    let upDepth = (visibleTop + zone - fingerY) / zone
    if upDepth > 0 {
      return scrolls(fingerY, visibleTop, visibleBottom) ? -maximumSpeed * eased(upDepth) : 0
    }
    let downDepth = (fingerY - (visibleBottom - zone)) / zone
    if downDepth > 0 {
      return scrolls(fingerY, visibleTop, visibleBottom) ? maximumSpeed * eased(downDepth) : 0
    }
    return 0
  }

  /// Whether the inputs and the ramp allow scrolling: all finite, the zone and the speed positive.
  @inlinable func scrolls(_ fingerY: CGFloat, _ visibleTop: CGFloat, _ visibleBottom: CGFloat)
    -> Bool
  {
    fingerY.isFinite && visibleTop.isFinite && visibleBottom.isFinite && edgeZoneHeight.isFinite
      && edgeZoneHeight > 0 && maximumSpeed.isFinite && maximumSpeed > 0
  }

  /// The time step to scroll for between two frames, in seconds; zero for a first frame, a
  /// timestamp that went backwards (the drag then counts the next frame from it), or non-finite
  /// values.
  @_spi(Headless) @inlinable public func frameInterval(
    from previous: TimeInterval?, to now: TimeInterval
  )
    -> TimeInterval
  {
    guard let previous, previous.isFinite, now.isFinite, now > previous else { return 0 }
    let cap = maximumFrameInterval.isFinite ? Swift.max(0, maximumFrameInterval) : 0
    return Swift.min(now - previous, cap)
  }

  @inlinable func eased(_ depth: CGFloat) -> CGFloat {
    let clamped = Swift.min(depth, 1)
    return clamped * clamped
  }
}
