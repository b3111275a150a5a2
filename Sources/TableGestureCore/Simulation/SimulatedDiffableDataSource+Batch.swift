import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension SimulatedDiffableDataSource {
  /// Replaces the items as a batch update, the way a collection view's diffable data source
  /// applies a snapshot: "computes the difference between the collection view's current state
  /// and the new state in the applied snapshot" and updates the UI with it
  /// (https://developer.apple.com/documentation/uikit/uicollectionviewdiffabledatasourcereference/applysnapshot(_:animatingdifferences:)),
  /// so items that stay keep their cells (moved items take theirs along) and new items get
  /// cells at the next layout pass; from iOS 15 a non-animated apply is a diff too (only
  /// `applySnapshotUsingReloadData(_:)` reloads). With `animatingDifferences`, the cells of
  /// deleted items animate out (``SimulatedTable/isCellLeaving(_:)``) until
  /// ``SimulatedTable/finishUpdateAnimations()``; without, they go to the reuse pool at the
  /// next layout pass. Each item keeps its height (a new one gets 44 pt); each section keeps
  /// its header and footer heights by index. Nothing is told to the gesture engines: the app's
  /// own `apply` reaches them only through what the table shows.
  public func apply(_ newSnapshot: [[Int]], animatingDifferences: Bool) {
    let old = snapshot
    guard newSnapshot != old else { return }
    snapshot = newSnapshot
    guard let table else { return }
    let current = table.sections
    var heightOfItem: [Int: CGFloat] = [:]
    for section in current {
      for (index, id) in (section.rowIDs ?? []).enumerated() {
        heightOfItem[id] = section.rowHeights[index]
      }
    }
    let kept = Set(newSnapshot.joined())
    if animatingDifferences {
      for id in old.joined() where !kept.contains(id) { table.cells.release(rowID: id) }
    }
    table.rebuild(
      from: newSnapshot.enumerated().map { index, items in
        SimulatedSection(
          headerHeight: index < current.count ? current[index].headerHeight : 0,
          footerHeight: index < current.count ? current[index].footerHeight : 0,
          rowHeights: items.map { heightOfItem[$0] ?? 44 }, rowIDs: items)
      }, keepingCells: true)
  }
}
