#if canImport(CoreGraphics)
  import CoreGraphics
#else
  import Foundation
#endif

/// How a button's background takes the frame's scale and alpha (``SwipeButtonFrame/scale``,
/// ``SwipeButtonFrame/alpha``) and how it is shaped, for the material it is drawn with
/// (``SwipeableButtonMaterial/drawn(_:systemMajorVersion:glassAvailable:reduceTransparency:)``).
/// The title and image always take the alpha as their views' alpha.
///
/// A glass background is a `UIVisualEffectView`, which breaks under two things a solid fill
/// takes: an alpha below 1 ("Avoid alpha values < 1 … If alpha is less than 1 on the
/// UIVisualEffectView or any of its superviews, many effects will look incorrect or won't show up
/// at all", `UIVisualEffectView.h`, iPhoneOS26.2.sdk) and a mask ("Judicious masking", the same
/// header; corner radius plus clipping is one). So glass fades by its effect — the glass while
/// the alpha is above 0, none at 0, set inside the animation so UIKit materializes it — and is
/// shaped by `cornerConfiguration` (iOS 26, `UIView.h`: "A configuration that defines the corners
/// of the view") without clipping (device review r5, R5-4). A solid fill keeps the alpha and the
/// clipped layer corner radius it has on every iOS version.
@_spi(Headless) public struct SwipeButtonBackgroundDrawing: Equatable, Sendable {
  /// How the background shows the frame's alpha.
  public enum Fade: Equatable, Sendable {
    /// It does not: only the content fades (the classic transitions).
    case none
    /// Its view's alpha.
    case alpha
    /// Its visual effect: present while the alpha is above 0 (``showsEffect(atAlpha:)``).
    case effect
  }

  /// How the background is given its rounded shape.
  public enum Shaping: Equatable, Sendable {
    /// The layer's corner radius, clipping to it.
    case clippedCornerRadius
    /// The view's `cornerConfiguration` (iOS 26), with no clipping.
    case cornerConfiguration
  }

  /// Whether the background takes the frame's scale (the glass look scales the whole button, as
  /// UIKit 26 scales its button views).
  public var scales: Bool
  /// How the background shows the frame's alpha.
  public var fade: Fade
  /// How the background is shaped.
  public var shaping: Shaping

  /// The drawing of a background drawn with `material`; `wholeButton`: the frame's scale and
  /// alpha apply to the whole button (the glass look), not only to its content.
  public init(material: SwipeableButtonMaterial, wholeButton: Bool) {
    let glass = material == .glass
    scales = wholeButton
    fade = wholeButton ? (glass ? .effect : .alpha) : .none
    shaping = glass ? .cornerConfiguration : .clippedCornerRadius
  }

  /// Whether a background fading by its effect shows the effect at `alpha`: while above 0 (an
  /// effect has no partial strength a view may set; NaN counts as 0).
  public static func showsEffect(atAlpha alpha: CGFloat) -> Bool { alpha > 0 }
}
