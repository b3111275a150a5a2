#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  extension GestureRole {
    /// The role `recognizer` plays toward the library's recognizers on `table`, when it is one
    /// the library's rules (`LibraryGestureRules`) name: the table's scroll pan, the library's
    /// swipe pan, drag press and dismissal (its tap and touch shield), or, on iOS 26, the content
    /// back-swipe of the navigation controller the table is in. `nil` for any other (an app's
    /// recognizer in a cell: `GestureRole.cellTap`).
    ///
    /// Not testable on Linux (UIKit).
    @MainActor
    init?(_ recognizer: UIGestureRecognizer, on table: UITableView?) {
      guard let table else { return nil }
      if recognizer === table.panGestureRecognizer {
        self = .tableScroll
        return
      }
      if let helper = table.swipeableHelper {
        if recognizer === helper.pan {
          self = .swipePan
          return
        }
        if recognizer === helper.dismissal || recognizer === helper.shield {
          self = .dismissal
          return
        }
      }
      if recognizer === table.dragableGestureRecognizer {
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
