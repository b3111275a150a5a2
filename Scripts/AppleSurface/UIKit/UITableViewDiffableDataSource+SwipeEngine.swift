// UITableViewDiffableDataSource members used by the swipe engine's tests and Playground page.
extension UITableViewDiffableDataSource {
  // not found in the stored docs as its own page: checked against its collection-view twin
  // (`@MainActor @preconcurrency func indexPath(for itemIdentifier: ItemIdentifierType) ->
  // IndexPath?`, uicollectionviewdiffabledatasource-9tqpa/indexpath(for:)) and the table view's
  // Objective-C `indexPath(forItemIdentifier:)` (uitableviewdiffabledatasourcereference)
  // https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/indexpath(for:)
  open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { declarationOnly() }
}
