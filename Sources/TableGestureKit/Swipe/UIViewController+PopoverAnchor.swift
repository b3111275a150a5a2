#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  extension UIViewController {
    /// Anchors this controller's popover to a table row, for controllers a swipe action
    /// presents: share sheets (`UIActivityViewController`) and action sheets
    /// (`UIAlertController`).
    ///
    /// The anchor is the row's cell (its whole bounds) when the row is on screen, else the
    /// row's rectangle in the table. Not the swipe button the action's handler receives as
    /// `sourceView`: UIKit tears that button down as the swipe closes, and the popover would
    /// lose its anchor. On iPad and Mac these controllers present as popovers and crash when
    /// the popover has no anchor; on iPhone `popoverPresentationController` is `nil` and this
    /// does nothing. Call it before `present`. Not testable on Linux.
    /// - Parameters:
    ///   - indexPath: the row to anchor to.
    ///   - tableView: the table showing the row.
    public func anchorPopover(toRowAt indexPath: IndexPath, in tableView: UITableView) {
      guard let popover = popoverPresentationController else { return }
      if let cell = tableView.cellForRow(at: indexPath) {
        popover.sourceView = cell
        popover.sourceRect = cell.bounds
      } else {
        popover.sourceView = tableView
        popover.sourceRect = tableView.rectForRow(at: indexPath)
      }
    }

    /// Anchors this controller's popover to `sourceView` (its whole bounds).
    ///
    /// Pass a view that outlives the swipe, such as the row's cell; for a swipe action prefer
    /// `anchorPopover(toRowAt:in:)`, which finds it. Does nothing on iPhone. Not testable on
    /// Linux.
    /// - Parameter sourceView: the view to anchor to.
    public func anchorPopover(to sourceView: UIView) {
      guard let popover = popoverPresentationController else { return }
      popover.sourceView = sourceView
      popover.sourceRect = sourceView.bounds
    }
  }
#endif
