#if canImport(UIKit)
  import UIKit

  extension UIViewController {
    /// Anchors this controller's popover to `sourceView` (its whole bounds), for controllers a
    /// swipe action presents: share sheets (`UIActivityViewController`) and action sheets
    /// (`UIAlertController`).
    ///
    /// On iPad and Mac these present as popovers and crash when the popover has no anchor; on
    /// iPhone `popoverPresentationController` is `nil` and this does nothing. Call it before
    /// `present`, passing the `sourceView` the action's handler received. Not testable on Linux.
    public func anchorPopover(to sourceView: UIView) {
      guard let popover = popoverPresentationController else { return }
      popover.sourceView = sourceView
      popover.sourceRect = sourceView.bounds
    }
  }
#endif
