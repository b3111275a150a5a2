// Members of `UITableView` used to ask every row's height again after an on-drop commit.
extension UITableView {
  // https://developer.apple.com/documentation/uikit/uitableview/beginupdates()
  @objc open func beginUpdates() { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uitableview/endupdates()
  @objc open func endUpdates() { declarationOnly() }
}
