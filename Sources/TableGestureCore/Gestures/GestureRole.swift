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
  /// The library's dismissal of an open row: its tap (`SwipeableHelper.dismissal`) and its touch
  /// shield (`SwipeableHelper.shield`, a press that begins at touch-down), enabled while a row is
  /// open.
  case dismissal
  /// A recognizer of the app's in a row's views (a tap on an avatar, a like button made with a
  /// tap recognizer). The UIKit skin maps no recognizer to it: it is what every recognizer the
  /// library does not know plays toward the dismissal (a `nil` role).
  case cellTap
}
