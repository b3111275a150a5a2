import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A haptic moment the host plays: the row entering or leaving the full-swipe state.
/// (iOS plays nothing on opening.)
@_spi(Headless) public struct SwipeHaptic: Sendable, Hashable {
  /// `true` on entering the full-swipe state, `false` on leaving it.
  public var isEntering: Bool
  /// Impact intensity, 0…1 (iOS: 0.7 entering, 0.55 leaving).
  public var intensity: CGFloat

  /// Creates the moment of entering (or leaving) the full swipe, played at `intensity`.
  public init(isEntering: Bool, intensity: CGFloat) {
    self.isEntering = isEntering
    self.intensity = intensity
  }
}
