// Row updates used by the README's "Swipe actions with the library's own engine" section and
// the iOS tests of the device review (a reloaded or reconfigured row, edit mode switched on).
extension UITableView {
  // https://developer.apple.com/documentation/uikit/uitableview/deleterows(at:with:)
  @objc open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uitableview/reloadrows(at:with:)
  @objc open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uitableview/reconfigurerows(at:)
  @available(iOS 15.0, *)
  @objc open func reconfigureRows(at indexPaths: [IndexPath]) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uitableview/setediting(_:animated:)
  @objc open func setEditing(_ editing: Bool, animated: Bool) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uitableview/rowanimation
  // (raw values from the header's `UITableViewRowAnimation`, as the .NET binding lists them:
  // fade 0, right 1, left 2, top 3, bottom 4, none 5, middle 6, automatic 100)
  @objc public enum RowAnimation: Int, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uitableview/rowanimation/fade
    case fade = 0
    // https://developer.apple.com/documentation/uikit/uitableview/rowanimation/right
    case right = 1
    // https://developer.apple.com/documentation/uikit/uitableview/rowanimation/left
    case left = 2
    // https://developer.apple.com/documentation/uikit/uitableview/rowanimation/top
    case top = 3
    // https://developer.apple.com/documentation/uikit/uitableview/rowanimation/bottom
    case bottom = 4
    // https://developer.apple.com/documentation/uikit/uitableview/rowanimation/none
    case none = 5
    // https://developer.apple.com/documentation/uikit/uitableview/rowanimation/middle
    case middle = 6
    // https://developer.apple.com/documentation/uikit/uitableview/rowanimation/automatic
    case automatic = 100
  }
}
