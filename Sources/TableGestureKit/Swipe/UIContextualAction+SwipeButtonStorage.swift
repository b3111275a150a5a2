#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  @_spi(Headless) import TableGestureSystemSwipeCore
  import UIKit

  /// Where an action's system-button customisations are stored, and what the kit reads of them.
  ///
  /// The public properties that set them (`preferredButtonWidth`, `preferredButtonStyle`, …) are
  /// the system-button product's (`TableGestureSystemSwipe`); they stay readable here because the
  /// own engine's move from a `UIContextualAction` (`SwipeableAction(_:)`, in the main product so
  /// that an app can move without the private-API product) keeps the look they gave the action.
  extension UIContextualAction {
    package static let swipeButtonWidthKey = AssociatedKey<CGFloat>()
    package static let swipeButtonSpacingKey = AssociatedKey<CGFloat>()
    package static let swipeButtonStyleKey = AssociatedKey<Int>()
    package static let swipeButtonInsetsKey = AssociatedKey<LayoutInsets>()
    package static let swipeButtonHeightKey = AssociatedKey<CGFloat>()
    package static let swipeButtonProviderKey =
      AssociatedKey<@MainActor (UIContextualAction, UIView) -> UIView>()

    /// The action's settings as the core's spec, read by the system-button customiser's layout
    /// hook and by the move to the library's own engine.
    package var swipeButtonSpec: SwipeButtonSpec {
      SwipeButtonSpec(
        preferredWidth: Self.swipeButtonWidthKey.get(from: self),
        spacing: Self.swipeButtonSpacingKey.get(from: self) ?? 0,
        style: SwipeButtonStyle(storedValue: Self.swipeButtonStyleKey.get(from: self) ?? 0),
        customViewInsets: Self.swipeButtonInsetsKey.get(from: self) ?? .zero,
        customViewHeight: Self.swipeButtonHeightKey.get(from: self))
    }

    /// The provider of the action's custom view, if one was set.
    package var swipeButtonViewProvider: (@MainActor (UIContextualAction, UIView) -> UIView)? {
      Self.swipeButtonProviderKey.get(from: self)
    }
  }
#endif
