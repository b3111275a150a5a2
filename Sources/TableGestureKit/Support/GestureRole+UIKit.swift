#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  extension GestureRole {
    /// The role `recognizer` plays toward the library's recognizers on `table` (a table or a
    /// collection view), when it is one the library's rules (`LibraryGestureRules`) name: the
    /// view's scroll pan (`UIScrollView.panGestureRecognizer`, a collection view's too), the
    /// library's swipe pan, drag press and dismissal (its tap and touch shield), or, on iOS 26,
    /// the content back-swipe of the navigation controller the view is in. `nil` for any other
    /// (an app's recognizer in a cell: `GestureRole.cellTap`).
    ///
    /// On a collection view UIKit's other recognizers have private classes, so they play no
    /// named role here and the library's rules leave them to race its pan, as the table's
    /// system swipe does (`LibraryGestureRules`) — except UIKit's list swipe pan (on the
    /// collection view itself: `gestureRecognizerViewForSwipeActionController:` returns it,
    /// `_UICollectionViewLayoutSwipeActionsModule.mm`), which only a list configuration's swipe
    /// providers or a hosting configuration's `.swipeActions` arm, and which the swipe pan waits
    /// for, told by its class name (`SystemSwipeStandDown`, the swipe helper's
    /// `gestureRecognizer(_:shouldRequireFailureOf:)`); the one-finger multi-select
    /// pan, which begins only in edit mode, where the engine does not swipe, and is
    /// axis-constrained against swipeable items
    /// (`-[_UICollectionViewMultiSelectController axisConstraintForSingleFingerPanGestureAtPoint:]`
    /// asks the layout's `_supportsSwipeActionsForIndexPath:`; decompiled UIKitCore 26.1); and
    /// the drag interaction's lift, which needs the finger to rest where the swipe needs it to
    /// move.
    ///
    /// Not testable on Linux (UIKit).
    @MainActor
    init?<List: RowListView>(_ recognizer: UIGestureRecognizer, on table: List?)
    where List.Answers.List == List, List.Reference.Table.Base == List {
      guard let table else { return nil }
      if recognizer === table.panGestureRecognizer {
        self = .tableScroll
        return
      }
      if let helper = table.listSwipeableHelper {
        if recognizer === helper.pan {
          self = .swipePan
          return
        }
        if recognizer === helper.dismissal || recognizer === helper.shield {
          self = .dismissal
          return
        }
      }
      if recognizer === table.rowDragGestureRecognizer {
        self = .dragPress
        return
      }
      if #available(iOS 26.0, *),
        recognizer === Self.navigationController(of: table)?.interactiveContentPopGestureRecognizer
      {
        self = .contentPop
        return
      }
      return nil
    }

    /// The first navigation controller up `view`'s responder chain.
    @MainActor
    private static func navigationController(of view: UIView) -> UINavigationController? {
      var responder: UIResponder? = view
      while let current = responder {
        if let found = current as? UINavigationController { return found }
        responder = current.next
      }
      return nil
    }
  }
#endif
