// What the example app uses of a table view beyond the library's needs: a header above the rows
// (the inbox's right-to-left switch) and deselecting the menu's tapped row.
extension UITableView {
  // https://developer.apple.com/documentation/uikit/uitableview/tableheaderview
  @objc open var tableHeaderView: UIView? {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uitableview/deselectrow(at:animated:)
  // not found in the stored docs as its own page: checked against the Objective-C selector
  // deselectRowAtIndexPath:animated: (.NET's binding: `DeselectRow(NSIndexPath, bool)`, void) and
  // the real iOS 16.5 SDK (Scripts/check-ios-sdk.sh).
  @objc open func deselectRow(at indexPath: IndexPath, animated: Bool) { declarationOnly() }
}
