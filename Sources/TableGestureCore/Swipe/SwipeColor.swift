import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A colour for a swipe button or the area behind the buttons, as a plain value.
///
/// The core never draws, so a colour is either components the host turns into a colour object,
/// or an opaque token the host looks up (a named system colour, an asset name).
public enum SwipeColor: Sendable, Hashable {
  /// Red, green, blue and alpha components in 0…1 (sRGB). Out-of-range or non-finite components
  /// are the host's to clamp; the engine counts a non-finite alpha as opaque.
  case rgba(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
  /// A colour the host knows by name, for example `"systemRed"`.
  case token(String)

  /// The default background of a destructive action (iOS's `systemRed`).
  public static let destructiveDefault = SwipeColor.token("systemRed")
  /// The default background of a normal action (iOS's `systemGray3`).
  public static let normalDefault = SwipeColor.token("systemGray3")
  /// Fully transparent.
  public static let clear = SwipeColor.rgba(red: 0, green: 0, blue: 0, alpha: 0)

  /// Whether the colour is fully transparent (components with alpha 0, or the token `"clear"`).
  @_spi(Headless) public var isClear: Bool {
    switch self {
    case .rgba(_, _, _, let alpha): return alpha.isFinite && alpha <= 0
    case .token(let name): return name == "clear"
    }
  }
}
