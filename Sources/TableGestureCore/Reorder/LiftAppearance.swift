import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// How a lifted row looks: scale, opacity, corner radius and shadow.
///
/// The stored values are what the app set; the `resolved…` values are what is drawn, with every
/// bad value (NaN, infinite, out of range) replaced by a safe one, so a typo never hides the row
/// or throws in Core Animation.
public struct LiftAppearance: Equatable, Sendable {
  /// Scale of the lifted snapshot. Default 1.05; non-finite or non-positive means 1. An upper
  /// bound: the row grows only as far as it and its shadow stay inside the table, which clips
  /// them, so a full-width row lifts at its own size (`fitted(toRow:inTable:)`).
  public var scale: CGFloat
  /// Opacity of the lifted snapshot, 0 to 1. Default 0.9; clamped into 0…1, NaN means 1.
  public var alpha: CGFloat
  /// Corner radius in points. Default 0; non-finite or negative means 0.
  public var cornerRadius: CGFloat
  /// Shadow opacity, 0 to 1. Default 0.25; clamped into 0…1, NaN means 0 (no shadow).
  public var shadowOpacity: CGFloat
  /// Shadow blur radius in points. Default 8; non-finite or negative means 0.
  public var shadowRadius: CGFloat
  /// Shadow offset in points. Default 0 × 4 (downwards); non-finite components mean 0.
  public var shadowOffset: CGSize

  /// Creates an appearance; omitted values are the defaults given on each property. Bad values
  /// are kept as given and replaced only when drawn.
  /// - Parameters:
  ///   - scale: scale of the lifted snapshot (default 1.05).
  ///   - alpha: opacity of the lifted snapshot, 0 to 1 (default 0.9).
  ///   - cornerRadius: corner radius in points (default 0).
  ///   - shadowOpacity: shadow opacity, 0 to 1 (default 0.25).
  ///   - shadowRadius: shadow blur radius in points (default 8).
  ///   - shadowOffset: shadow offset in points (default 0 × 4, downwards).
  public init(
    scale: CGFloat = 1.05, alpha: CGFloat = 0.9, cornerRadius: CGFloat = 0,
    shadowOpacity: CGFloat = 0.25, shadowRadius: CGFloat = 8,
    shadowOffset: CGSize = CGSize(width: 0, height: 4)
  ) {
    self.scale = scale
    self.alpha = alpha
    self.cornerRadius = cornerRadius
    self.shadowOpacity = shadowOpacity
    self.shadowRadius = shadowRadius
    self.shadowOffset = shadowOffset
  }

  /// The scale drawn: ``scale``, or 1 when it is not finite and positive.
  @_spi(Headless) public var resolvedScale: CGFloat { scale.isFinite && scale > 0 ? scale : 1 }

  /// The appearance to draw when the system's Reduce Motion setting is on: the row does not grow
  /// (scale 1: a zoom is motion); opacity and shadow, which only fade, stay as set. Apple's
  /// guidance for Reduce Motion: "avoid animating depth changes in z-axis layers" and "replace
  /// transitions in x-, y-, and z-axes with fades"
  /// (https://developer.apple.com/design/human-interface-guidelines/motion).
  @_spi(Headless) public func reducingMotion(_ reduceMotion: Bool) -> LiftAppearance {
    guard reduceMotion else { return self }
    var reduced = self
    reduced.scale = 1
    return reduced
  }
  /// The opacity drawn: ``alpha`` clamped into 0…1, or 1 when it is NaN.
  @_spi(Headless) public var resolvedAlpha: CGFloat { alpha.isNaN ? 1 : alpha.clamped(0, 1) }
  /// The corner radius drawn: ``cornerRadius``, or 0 when it is not finite or negative.
  @_spi(Headless) public var resolvedCornerRadius: CGFloat {
    Swift.max(0, cornerRadius.finiteOrZero)
  }
  /// The shadow opacity drawn: ``shadowOpacity`` clamped into 0…1, or 0 when it is NaN.
  @_spi(Headless) public var resolvedShadowOpacity: CGFloat {
    shadowOpacity.isNaN ? 0 : shadowOpacity.clamped(0, 1)
  }
  /// The shadow radius drawn: ``shadowRadius``, or 0 when it is not finite or negative.
  @_spi(Headless) public var resolvedShadowRadius: CGFloat {
    Swift.max(0, shadowRadius.finiteOrZero)
  }
  /// The shadow offset drawn: ``shadowOffset`` with non-finite components as 0.
  @_spi(Headless) public var resolvedShadowOffset: CGSize {
    CGSize(width: shadowOffset.width.finiteOrZero, height: shadowOffset.height.finiteOrZero)
  }
}
