/// The recognizers that meet a finger on a table, by the part they play. The library's rules
/// (``LibraryGestureRules``) and the simulated table's arbitration
/// (``GestureArbitration``) speak of recognizers by these roles, so the UIKit skin can map its
/// recognizers to them by identity and never name a rule twice.
@_spi(Headless) public enum GestureRole: String, Sendable, Hashable, CaseIterable {
  /// The table's own scrolling pan (`UIScrollView.panGestureRecognizer`).
  case tableScroll
  /// The library's swipe pan (`UITableView.swipeableGestureRecognizer`).
  case swipePan
  /// The library's drag long press (`UITableView.dragableGestureRecognizer`).
  case dragPress
  /// UIKit's own row swipe pan (`_UISwipeActionPanGestureRecognizer`), modelled as a reference.
  case systemSwipe
  /// The navigation controller's content back-swipe of iOS 26
  /// (`UINavigationController.interactiveContentPopGestureRecognizer`).
  case contentPop
}
