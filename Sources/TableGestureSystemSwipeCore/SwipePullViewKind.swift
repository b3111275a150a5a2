@_spi(Headless) import TableGestureCore

/// Which of UIKit's two private pull views holds a row's swipe buttons.
public enum SwipePullViewKind: Sendable, Hashable, CaseIterable {
  /// `UISwipeActionPullView`: `UISwipeActionStandardButton`s with a `_buttonWidth` each. Used on
  /// iOS 15–18, and on iOS 26 by apps that opt out of the new design.
  case classic
  /// `UISwipeActionDynamicPullView` (iOS 26 by default, the Liquid Glass capsules): a different
  /// class with different buttons and no `buttonWidth`; the library cannot customise it.
  case dynamic
}
