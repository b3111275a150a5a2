/// What kind of data source a table has, as far as drags care: whether it moves the table's rows
/// itself when the app updates it. Resolves ``ReorderRowMoves/automatic``.
@_spi(Headless) public enum DataSourceKind {
  /// Whether a data source whose class and superclasses are named `typeNames` (most derived
  /// first, as `String(describing:)` writes a class) moves rows itself: a
  /// `UITableViewDiffableDataSource` or a subclass of it (an app subclasses it to allow moving
  /// rows), in its Swift generic form or as the Objective-C `UITableViewDiffableDataSourceReference`;
  /// on a collection-view list, a `UICollectionViewDiffableDataSource` (or its `…Reference`),
  /// whose `apply` moves items the same way.
  ///
  /// Its `apply` "updates the UI to reflect the state of the data in the snapshot"
  /// (https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/apply(_:animatingdifferences:completion:)),
  /// so a committed move must not be made a second time. A data source of the app's own that
  /// diffs is not recognised: set ``ReorderRowMoves/dataSource`` for it.
  public static func movesRowsItself(typeNames: some Sequence<String>) -> Bool {
    typeNames.contains { name in
      ["UITableViewDiffableDataSource", "UICollectionViewDiffableDataSource"].contains { kind in
        name == kind || name == kind + "Reference" || name.hasPrefix(kind + "<")
      }
    }
  }
}
