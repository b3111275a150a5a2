// https://developer.apple.com/documentation/uikit/uitableviewdatasource
// The two required methods and the optional ones the Playground and the iOS tests implement.
@MainActor @objc public protocol UITableViewDataSource: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:numberofrowsinsection:)
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int

  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell

  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/numberofsections(in:)
  @objc optional func numberOfSections(in tableView: UITableView) -> Int

  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:)
  @objc optional func tableView(
    _ tableView: UITableView, titleForHeaderInSection section: Int
  ) -> String?

  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:commit:forrowat:)
  // (its Objective-C selector, from the page's precise identifier: a Swift-declared requirement
  // would otherwise get `tableView:commit:forRowAt:`, and a clash with UIKit's selector would pass)
  @objc(tableView:commitEditingStyle:forRowAtIndexPath:) optional func tableView(
    _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
    forRowAt indexPath: IndexPath)

  // https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:caneditrowat:)
  // (its Objective-C selector, from the page's precise identifier, as for the method above)
  @objc(tableView:canEditRowAtIndexPath:) optional func tableView(
    _ tableView: UITableView, canEditRowAt indexPath: IndexPath
  ) -> Bool
}
