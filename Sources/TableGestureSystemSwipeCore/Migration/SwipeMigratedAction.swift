import Foundation
@_spi(Headless) import TableGestureCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// An engine action made from a system action, with what the skin must draw in its button.
@_spi(Headless) public struct SwipeMigratedAction: Sendable, Hashable {
  /// What the skin draws in the button's custom view.
  public enum Visual: Sendable, Hashable {
    /// The engine's ordinary button: title and image on the action's background.
    case standard
    /// A circle of `diameter` points filled with `color` (the system action's colour, or its
    /// style's default), the action's image centred in it. The button itself is clear.
    case circle(diameter: CGFloat, color: SwipeColor)
    /// The app's view (the action's custom-view provider), inset by `insets` from the button,
    /// `height` points tall and centred vertically on the row's visible band; a `height` of 0
    /// means "fill the visible band minus the top and bottom insets".
    case custom(insets: LayoutInsets, height: CGFloat)
  }

  /// The engine's action.
  public var action: SwipeAction
  /// What the skin draws.
  public var visual: Visual

  /// Creates the pair of an engine action and what its button draws.
  public init(action: SwipeAction, visual: Visual) {
    self.action = action
    self.visual = visual
  }
}
