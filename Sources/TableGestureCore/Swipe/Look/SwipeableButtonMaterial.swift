/// What the buttons' backgrounds are drawn with.
public enum SwipeableButtonMaterial: Sendable, Hashable, CaseIterable {
  /// An opaque fill in the action's colour: what UIKit draws in both of iOS's looks (iOS 26's
  /// capsules are `UIButton.Configuration.filled()` with the action's colour as the base
  /// background; decompiled UIKitCore 26.1, `+[_UISwipeActionDynamicButtonView
  /// defaultButtonConfiguration]`). The default.
  case solid
  /// Liquid Glass: `UIGlassEffect` tinted with the action's colour, on iOS 26 and later. Drawn as
  /// ``solid`` before iOS 26 and while Reduce Transparency is on. A look of the library's own:
  /// UIKit 26 draws no glass in its swipe buttons.
  case glass

  /// What a button asking for `material` is drawn with on iOS `systemMajorVersion`, in a build
  /// whose SDK has `UIGlassEffect` (`glassAvailable`: the iOS 26 SDK and later), with Reduce
  /// Transparency `reduceTransparency`. Glass needs all of: iOS 26 (`UIGlassEffect` is
  /// `API_AVAILABLE(ios(26.0))`), the SDK, and Reduce Transparency off — with it on,
  /// backgrounds "should not be semi-transparent; they should be opaque"
  /// (https://developer.apple.com/documentation/swiftui/environmentvalues/accessibilityreducetransparency;
  /// UIKit reads the same setting as `UIAccessibility.isReduceTransparencyEnabled`).
  @_spi(Headless) public static func drawn(
    _ material: SwipeableButtonMaterial, systemMajorVersion: Int, glassAvailable: Bool,
    reduceTransparency: Bool
  ) -> SwipeableButtonMaterial {
    guard material == .glass, systemMajorVersion >= 26, glassAvailable, !reduceTransparency else {
      return .solid
    }
    return .glass
  }
}
