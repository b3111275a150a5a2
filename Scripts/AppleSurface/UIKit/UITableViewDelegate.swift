// https://developer.apple.com/documentation/uikit/uitableviewdelegate
// Only the optional methods this library's code and Playground pages implement are declared.
@MainActor @objc public protocol UITableViewDelegate: UIScrollViewDelegate {
  // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforrowat:)
  @objc optional func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath)
    -> CGFloat

  // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:didselectrowat:)
  // not found in the stored docs as its own page: checked against the Objective-C selector
  // tableView:didSelectRowAtIndexPath: (an optional method returning void, as bound by .NET's
  // UITableViewDelegate.RowSelected) and the real iOS 16.5 SDK (Scripts/check-ios-sdk.sh).
  @objc optional func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)

  // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:trailingswipeactionsconfigurationforrowat:)
  // not found in the stored docs: checked against its documented twin
  // tableView(_:leadingSwipeActionsConfigurationForRowAt:) (optional, iOS 11.0, returns
  // `UISwipeActionsConfiguration?`), the link to this page from UISwipeActionsConfiguration, and
  // the Objective-C selector tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:.
  @available(iOS 11.0, *)
  @objc optional func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?

  // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:leadingswipeactionsconfigurationforrowat:)
  @available(iOS 11.0, *)
  @objc optional func tableView(
    _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration?

  // https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:contextmenuconfigurationforrowat:point:)
  @available(iOS 13.0, *)
  @objc optional func tableView(
    _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint
  ) -> UIContextMenuConfiguration?
}
