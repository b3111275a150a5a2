import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The swipe state machine of one row, driven by plain numbers.
///
/// It knows nothing of tables or apps: the controller measures the row's two edges into
/// ``SwipeGeometry`` values (`nil` for an edge without actions) and feeds it finger translations,
/// release velocities and display-frame timestamps; the session answers with the content's x
/// offset, the full-swipe state and its haptic moments, and the settle decision and animation.
///
/// Rules:
/// - Follow: the content sits at `start + translation`, resisted past the open width (or the
///   expansion target) by the profile's rubber band and toward a side without actions by the
///   wrong-side band. A pan that crosses zero switches to the other edge when it has actions
///   (one pan can go from one side to the other). While expanded the row is at least at the
///   expansion target.
/// - Release: expanded → ``SwipeRelease/expand`` (the controller performs the action); else
///   ``SwipeSettle/shouldOpen(distance:velocity:openWidth:metrics:)`` decides between open and
///   closed, and the animation comes from ``SwipeSettle/animation(from:to:velocity:metrics:reduceMotion:wasPastLimit:tracking:)``.
/// - Animations are sampled by ``tick(at:)``; the first tick after an animation starts is its
///   time zero. Each later tick advances the animation by the time since the previous tick, at
///   most ``maximumFrameStep``; a time before the previous tick's advances it by nothing, and
///   the next tick counts from it. So a host that breaks "increasing times" once (a tick from
///   another clock, one far ahead) neither makes the row jump nor stalls this or any later
///   animation. Non-finite times are ignored.
/// - Offsets are always finite and never farther from rest than the geometry's
///   ``SwipeGeometry/maximumDistance``; an animation never carries the row past rest to the
///   other side.
///
/// No allocation per follow or tick.
@_spi(Headless) public struct SwipeSession: Sendable {
  /// Where the session is.
  public enum Phase: Sendable, Hashable {
    /// At rest, nothing offset.
    case idle
    /// The finger moves the row.
    case tracking
    /// The row is animating (settling, opening, closing, filling, hinting).
    case animating
    /// Open at rest.
    case open
    /// Slid fully out after a fill, waiting for the app to resolve the action.
    case filled
  }

  /// How an animation ends.
  public enum Ending: Sendable, Hashable {
    /// Rest at the target, open (or idle when the target is 0).
    case rest
    /// Rest slid out (``Phase/filled``).
    case filled
  }

  /// The current phase.
  public private(set) var phase: Phase = .idle
  /// The content's x offset, in points (positive = moved right).
  public private(set) var offset: CGFloat = 0
  /// Whether the row is in the full-swipe state.
  public private(set) var isExpanded = false
  /// The geometry of the edge currently showing (or last shown): ``positiveGeometry`` or
  /// ``negativeGeometry``, whichever `showing` names.
  public var geometry: SwipeGeometry? {
    switch showing {
    case .none: nil
    case .positive: positiveGeometry
    case .negative: negativeGeometry
    }
  }
  /// Which edge's geometry is ``geometry``. Kept as a side rather than a copy of the geometry,
  /// so that a pan update that stays on one side copies nothing.
  private var showing: Side = .none
  /// The geometry for positive offsets (actions on the left) and for negative offsets.
  public private(set) var positiveGeometry: SwipeGeometry?
  /// The geometry for negative offsets (actions on the right).
  public private(set) var negativeGeometry: SwipeGeometry?
  /// Where the content was when the pan began.
  public private(set) var startOffset: CGFloat = 0
  /// The animation in progress.
  public private(set) var animation: SwipeAnimation = .immediate
  /// Where the animation goes.
  public private(set) var animationTarget: CGFloat = 0
  private var animationFrom: CGFloat = 0
  private var animationStart: TimeInterval?
  private var lastTime: TimeInterval = -.infinity
  private var ending: Ending = .rest
  /// ``animation``'s curve with its constants worked out once, sampled at every tick.
  private var motion = SwipeMotion(.immediate)

  /// An edge of the row, by the sign of the offsets that show it.
  private enum Side {
    case none
    case positive
    case negative
  }

  /// Creates a session with its row at rest and no actions measured.
  public init() {}

  /// Whether the row is offset or moving (anything but idle).
  public var isActive: Bool { phase != .idle }

  /// The distance out toward the showing edge's actions (0 when idle).
  public var distance: CGFloat { (geometry.map { offset * $0.sign } ?? 0) }

  /// Replaces the measured edges (a new swipe, or the actions or the row's width changed
  /// mid-swipe). The showing edge is kept if it still has actions; else the row closes at once.
  public mutating func setGeometries(positive: SwipeGeometry?, negative: SwipeGeometry?) {
    let openSign =
      phase == .open ? geometry.flatMap { offset == $0.sign * $0.openWidth ? $0.sign : nil } : nil
    positiveGeometry = positive.flatMap { $0.sign > 0 ? $0 : nil }
    negativeGeometry = negative.flatMap { $0.sign < 0 ? $0 : nil }
    // The side showing stays if it still has actions; else the side of the offset's sign
    // (positive at rest), else the other.
    if geometry == nil {
      let positiveFirst = !(offset < 0)
      showing =
        positiveFirst
        ? (positiveGeometry != nil ? .positive : negativeGeometry != nil ? .negative : .none)
        : (negativeGeometry != nil ? .negative : positiveGeometry != nil ? .positive : .none)
    }
    guard let g = geometry else {
      reset()
      return
    }
    offset = clampToBounds(offset, g)
    // Open at rest stays open: at the new open width (a row whose width changed).
    if openSign == g.sign { offset = g.sign * g.openWidth }
    animationFrom = clampToBounds(animationFrom, g)
    animationTarget = clampToBounds(animationTarget, g)
    if isExpanded, g.expansion == nil { isExpanded = false }
  }

  /// Starts following a finger from wherever the row is now. Needs at least one edge.
  /// Returns `false` (and changes nothing) when neither edge has actions.
  @discardableResult
  public mutating func beginTracking() -> Bool {
    guard positiveGeometry != nil || negativeGeometry != nil else { return false }
    if geometry == nil { showing = positiveGeometry != nil ? .positive : .negative }
    startOffset = offset
    phase = .tracking
    return true
  }

  /// Follows the finger: `translation` is the pan's x translation since it began, `touchX` the
  /// finger's x in row coordinates and `velocity` its x speed in points/s (for the triggers).
  /// Returns the haptic moment when the full-swipe state changes. Ignored unless tracking;
  /// non-finite translations keep the row where it is.
  @inline(__always)
  public mutating func follow(translation: CGFloat, touchX: CGFloat, velocity: CGFloat = 0)
    -> SwipeHaptic?
  {
    guard phase == .tracking, translation.isFinite else { return nil }
    let raw = startOffset + translation
    if raw > 0, positiveGeometry != nil {
      showing = .positive
    } else if raw < 0, negativeGeometry != nil {
      showing = .negative
    }
    guard let g = geometry else { return nil }
    var distance = g.followDistance(pull: raw * g.sign)
    let expanded = g.isExpanded(
      distance: distance, travel: translation, touchX: touchX, velocity: velocity)
    if expanded, let target = g.expansionTarget {
      distance = Swift.max(distance, Swift.min(target, g.maximumDistance))
    }
    // Everything read from the geometry before the session is written: the geometry is then
    // read in place, not copied (retained) across the writes.
    let followed = clampToBounds(distance * g.sign, g)
    let changed = expanded != isExpanded
    let intensity =
      !changed
      ? 0 : expanded ? g.metrics.enterFullSwipeIntensity : g.metrics.leaveFullSwipeIntensity
    offset = followed
    guard changed else { return nil }
    isExpanded = expanded
    return SwipeHaptic(isEntering: expanded, intensity: intensity)
  }

  /// Ends the pan with `velocity` (x, points/s). Ignored unless tracking.
  public mutating func release(velocity: CGFloat, reduceMotion: Bool) -> SwipeRelease {
    guard phase == .tracking, let g = geometry else { return .ignored }
    if isExpanded { return .expand }
    let distance = offset * g.sign
    let toward = velocity.finiteOrZero * g.sign
    let opens =
      distance > 0
      && SwipeSettle.shouldOpen(
        distance: distance, velocity: toward, openWidth: g.openWidth, metrics: g.metrics)
    let target = opens ? g.openWidth * g.sign : 0
    let curve = SwipeSettle.animation(
      from: offset, to: target, velocity: velocity, metrics: g.metrics, reduceMotion: reduceMotion,
      wasPastLimit: distance > g.resistanceLimit || distance < 0)
    animate(to: target, with: curve)
    return .settle(opening: opens)
  }

  /// Starts an animation of the content to `target` (clamped to the bounds). `.immediate`
  /// jumps at once. Needs a geometry.
  public mutating func animate(
    to target: CGFloat, with curve: SwipeAnimation, ending: Ending = .rest
  ) {
    guard let g = geometry else { return }
    animationFrom = offset
    animationTarget = clampToBounds(target.finiteOrZero, g)
    animation = curve
    motion = SwipeMotion(curve)
    animationStart = nil
    self.ending = ending
    phase = .animating
    if curve == .immediate { finishAnimation() }
  }

  /// The longest step, in seconds, one tick advances an animation: 1/20, as a drag's autoscroll
  /// (``AutoscrollRamp/maximumFrameInterval``). Three frames at 60 Hz: a stalled main thread
  /// costs the animation a little time rather than a jump, and a time from another clock (1,000 s
  /// ahead) moves the row one such step.
  public static let maximumFrameStep: TimeInterval = 1.0 / 20.0

  /// Samples the animation at `time` (seconds). Returns `true` when this tick finished it.
  ///
  /// Times out of order re-base the animation's clock (see the type's rules): a step from the
  /// previous tick outside 0…``maximumFrameStep`` moves the animation's start so that it
  /// advances by ``maximumFrameStep`` (a step ahead) or by nothing (a step back). In order,
  /// the animation is sampled at `time` less its first tick's time, bit for bit
  /// ``SwipeAnimation/progress(at:)``.
  @discardableResult
  public mutating func tick(at time: TimeInterval) -> Bool {
    guard phase == .animating, time.isFinite else { return false }
    let previous = lastTime
    lastTime = time
    guard var start = animationStart else {
      animationStart = time
      return false
    }
    let step = time - previous
    if !(step >= 0 && step <= Self.maximumFrameStep) {
      start += step - (step > 0 ? Self.maximumFrameStep : 0)
      animationStart = start
    }
    let (fraction, finished) = motion.progress(at: time - start)
    if finished {
      finishAnimation()
      return true
    }
    if let g = geometry {
      var value = animationFrom + (animationTarget - animationFrom) * fraction.finiteOrZero
      // Never past rest to the other side.
      if value * g.sign < 0 { value = 0 }
      offset = clampToBounds(value, g)
    }
    return false
  }

  /// Points the session at the edge for offsets of `sign`'s sign (for a programmatic move).
  /// A row showing the other edge jumps to rest first. Returns `false` when that side has no
  /// actions. Not while tracking.
  public mutating func select(sign: CGFloat) -> Bool {
    guard phase != .tracking, let g = sign > 0 ? positiveGeometry : negativeGeometry else {
      return false
    }
    if geometry?.sign != g.sign {
      offset = 0
      isExpanded = false
    }
    showing = sign > 0 ? .positive : .negative
    return true
  }

  /// Leaves the full-swipe state (after the controller performed or refused the expansion).
  public mutating func clearExpansion() { isExpanded = false }

  /// Back to idle at rest, forgetting the geometries.
  public mutating func reset() {
    phase = .idle
    offset = 0
    isExpanded = false
    showing = .none
    positiveGeometry = nil
    negativeGeometry = nil
    startOffset = 0
    animationStart = nil
  }

  private mutating func finishAnimation() {
    offset = geometry.map { clampToBounds(animationTarget, $0) } ?? 0
    animationStart = nil
    if ending == .filled {
      phase = .filled
    } else if offset == 0 {
      reset()
    } else {
      phase = .open
    }
  }

  private func clampToBounds(_ value: CGFloat, _ g: SwipeGeometry) -> CGFloat {
    let limit = g.maximumDistance
    return value.finiteOrZero.clamped(-limit, limit)
  }
}

/// What a release decided.
@_spi(Headless) public enum SwipeRelease: Sendable, Hashable {
  /// Not tracking: nothing happened.
  case ignored
  /// The row animates open (`true`) or closed.
  case settle(opening: Bool)
  /// The row is in the full-swipe state: perform the outermost action.
  case expand
}
