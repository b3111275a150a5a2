import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// A data source that, like `UITableViewDiffableDataSource`, moves the table's rows itself when
/// you apply a new snapshot of item identities.
///
/// `UITableViewDiffableDataSource.apply(_:animatingDifferences:)` "updates the UI to reflect the
/// state of the data in the snapshot"
/// (https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource/apply(_:animatingdifferences:completion:)):
/// the table is already showing the move when `apply` returns. Use this class to check that your
/// drag code moves a row once, never twice (with ``ReorderRowMoves/dataSource``).
///
/// Item identities are the table's row IDs (``SimulatedSection/rowIDs``). Applying a snapshot
/// that differs from the current one by a single moved item moves that row with
/// ``SimulatedTable/moveRow(at:to:)``; any other change reloads the table, keeping each item's
/// height.
@_spi(Headless) public final class SimulatedDiffableDataSource: SimulatedTableDataSource {
  /// The table this data source drives (held weakly, as a table holds its data source weakly).
  public private(set) weak var table: SimulatedTable?
  /// The item identities of each section, as last applied.
  public internal(set) var snapshot: [[Int]]
  /// Called for every cell the table configures; set it to test your cell code. Default: nothing.
  public var configureCell: ((_ cell: Int, _ item: Int, _ indexPath: IndexPath) -> Void)?

  /// Makes the data source for `table` from what the table shows now, and sets itself as the
  /// table's data source.
  public init(table: SimulatedTable) {
    self.table = table
    snapshot = table.rowOrder
    table.dataSource = self
  }

  /// Replaces the items and updates the table to show them. Returns without a change when the
  /// snapshot is the same.
  public func apply(_ newSnapshot: [[Int]]) {
    let old = snapshot
    guard newSnapshot != old else { return }
    snapshot = newSnapshot
    guard let table else { return }
    if let move = Self.singleMove(from: old, to: newSnapshot) {
      table.moveRow(at: move.from, to: move.to)
      return
    }
    var heightOfItem: [Int: CGFloat] = [:]
    for section in table.sections {
      for (index, id) in (section.rowIDs ?? []).enumerated() {
        heightOfItem[id] = section.rowHeights[index]
      }
    }
    let current = table.sections
    table.reloadData(
      newSnapshot.enumerated().map { index, items in
        SimulatedSection(
          headerHeight: index < current.count ? current[index].headerHeight : 0,
          footerHeight: index < current.count ? current[index].footerHeight : 0,
          rowHeights: items.map { heightOfItem[$0] ?? 44 }, rowIDs: items)
      })
  }

  /// Applies the current snapshot with `items` marked for reloading
  /// (`NSDiffableDataSourceSnapshot.reloadItems(_:)`, which "reloads the data within the
  /// specified items",
  /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reloaditems(_:)):
  /// each item on screen gets a new cell (``SimulatedTable/reloadRows(at:)``). Unknown items are
  /// ignored.
  public func applyReloading(_ items: [Int]) {
    guard let table else { return }
    table.reloadRows(at: items.compactMap { Self.path(of: $0, in: snapshot) })
  }

  /// Applies the current snapshot with `items` marked for reconfiguring
  /// (`NSDiffableDataSourceSnapshot.reconfigureItems(_:)`, "preserving the existing cells for
  /// the items",
  /// https://developer.apple.com/documentation/uikit/nsdiffabledatasourcesnapshot-swift.struct/reconfigureitems(_:)):
  /// each item's cell is configured again (``SimulatedTable/reconfigureRows(at:)``). Unknown
  /// items are ignored.
  public func applyReconfiguring(_ items: [Int]) {
    guard let table else { return }
    table.reconfigure(items.compactMap { Self.path(of: $0, in: snapshot) })
  }

  /// The one move that turns `old` into `new` (`moveRow(at:to:)` semantics), or `nil` when more
  /// than one item changed place, or anything was inserted or deleted.
  static func singleMove(from old: [[Int]], to new: [[Int]]) -> ReorderMove? {
    guard old.count == new.count else { return nil }
    let oldFlat = old.enumerated().flatMap { section, items in items.map { (section, $0) } }
    let newFlat = new.enumerated().flatMap { section, items in items.map { (section, $0) } }
    guard oldFlat.count == newFlat.count,
      let first = oldFlat.indices.first(where: { oldFlat[$0] != newFlat[$0] })
    else { return nil }
    for item in [oldFlat[first].1, newFlat[first].1] {
      guard let from = path(of: item, in: old), let to = path(of: item, in: new) else { continue }
      if removing(item, from: old) == removing(item, from: new) {
        return ReorderMove(from: from, to: to)
      }
    }
    return nil
  }

  private static func path(of item: Int, in sections: [[Int]]) -> IndexPath? {
    for (section, items) in sections.enumerated() {
      if let row = items.firstIndex(of: item) { return IndexPath(row: row, inSection: section) }
    }
    return nil
  }

  private static func removing(_ item: Int, from sections: [[Int]]) -> [[Int]] {
    sections.map { $0.filter { $0 != item } }
  }

  // MARK: - SimulatedTableDataSource

  public var movesRowsItself: Bool { true }

  public func numberOfSections(in tableView: SimulatedTable) -> Int { snapshot.count }

  public func tableView(_ tableView: SimulatedTable, identityOfRowAt indexPath: IndexPath) -> Int? {
    guard let (section, row) = indexPath.tablePosition, section >= 0, section < snapshot.count,
      row >= 0, row < snapshot[section].count
    else { return nil }
    return snapshot[section][row]
  }

  public func tableView(_ tableView: SimulatedTable, numberOfRowsInSection section: Int) -> Int {
    section >= 0 && section < snapshot.count ? snapshot[section].count : 0
  }

  public func tableView(
    _ tableView: SimulatedTable, cellForRowAt indexPath: IndexPath, configuring cell: Int
  ) {
    guard let configureCell, let (section, row) = indexPath.tablePosition,
      section >= 0, section < snapshot.count, row >= 0, row < snapshot[section].count
    else { return }
    configureCell(cell, snapshot[section][row], indexPath)
  }
}
