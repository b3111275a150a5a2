extension UITableView {
  // https://developer.apple.com/documentation/uikit/uitableview/rowheight
  @objc open var rowHeight: CGFloat {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uitableview/estimatedrowheight
  @objc open var estimatedRowHeight: CGFloat {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // not found in the stored docs as its own page: checked against a translation of Apple's page
  // (`func reloadData()`) and the AppKit twin NSTableView/reloadData()
  // https://developer.apple.com/documentation/uikit/uitableview/reloaddata()
  @objc open func reloadData() { declarationOnly() }
}
