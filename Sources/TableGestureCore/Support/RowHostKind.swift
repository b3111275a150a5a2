/// Which kind of view hosts the engines, for what differs by kind but is not the view's to
/// decide: the recognizers' rules and the first gesture's delegate check.
@_spi(Headless) public enum RowHostKind: Sendable, Hashable {
  /// A `UITableView`.
  case table
  /// A `UICollectionView` list.
  case list

  /// The rules the library's recognizers follow: on a list the swipe pan stands down for
  /// UIKit's own list swipe (``LibraryGestureRules/list``); on a table the two race
  /// (``LibraryGestureRules/current``).
  public var gestureRules: LibraryGestureRules { self == .list ? .list : .current }

  /// What the first swipe gesture checks of the swipe delegate (its protocol's method names).
  public var swipeDelegateCheck: GestureDelegateCheck.Feature {
    self == .list ? .listSwipe : .swipe
  }

  /// What the first drag press checks of the drag delegate (its protocol's method names).
  public var dragDelegateCheck: GestureDelegateCheck.Feature {
    self == .list ? .listDrag : .drag
  }
}
