import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A colour for a swipe button or the area behind the buttons, as a plain value.
///
/// The core never draws, so a colour is components the host turns into a colour object, an opaque
/// token the host looks up (a named system colour, an asset name), or the host's own colour object
/// carried through unchanged. Not an app's type: an app writes `UIColor`.
@_spi(Headless) public enum SwipeColor: Sendable, Hashable {
  /// Red, green, blue and alpha components in 0…1 (sRGB). Out-of-range or non-finite components
  /// are the host's to clamp; the engine counts a non-finite alpha as opaque.
  case rgba(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)
  /// A colour the host knows by name, for example `"systemRed"`.
  case token(String)
  /// The host's own colour object (a `UIColor`), kept as it is so that a dynamic colour still
  /// follows light and dark mode.
  case object(SwipeColorObject)

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
    case .object(let object): return object.isClear
    }
  }
}

/// A host's colour object inside a ``SwipeColor``: equal only to itself.
///
/// `@unchecked Sendable`: a host wraps only immutable colour objects (`UIColor` is immutable and
/// safe to share between threads), and the core never touches the object.
@_spi(Headless) public final class SwipeColorObject: @unchecked Sendable, Hashable {
  /// The host's colour.
  public let object: AnyObject
  /// Whether the colour is fully transparent, as the host read it when wrapping it.
  public let isClear: Bool

  /// Wraps `object`, read by the host as clear or not.
  /// - Parameters:
  ///   - object: the host's colour object.
  ///   - isClear: whether the colour is fully transparent.
  public init(_ object: AnyObject, isClear: Bool) {
    self.object = object
    self.isClear = isClear
  }

  public static func == (lhs: SwipeColorObject, rhs: SwipeColorObject) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
