import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension SimulatedTable {
  /// Deletes one row, as `deleteRows(at:with:)` does after the data source removed it.
  /// Returns the deleted row's ID, or `nil` (nothing changes) for an invalid index path.
  /// O(rows): the table is rebuilt.
  @discardableResult
  public func deleteRow(at indexPath: IndexPath) -> Int? {
    guard let (section, row) = indexPath.tablePosition, let id = rowID(at: indexPath) else {
      return nil
    }
    var all = sections
    all[section].rowHeights.remove(at: row)
    all[section].rowIDs?.remove(at: row)
    reloadData(all)
    return id
  }

  /// Inserts one row of `height` with identity `id` so that it ends at `indexPath` (a row up to
  /// the section's count). Returns whether it was inserted. O(rows).
  @discardableResult
  public func insertRow(at indexPath: IndexPath, height: CGFloat, id: Int) -> Bool {
    guard let (section, row) = indexPath.tablePosition, section >= 0,
      section < numberOfSections, row >= 0, row <= numberOfRows(inSection: section)
    else { return false }
    var all = sections
    all[section].rowHeights.insert(height, at: row)
    var ids = all[section].rowIDs ?? []
    ids.insert(id, at: row)
    all[section].rowIDs = ids
    reloadData(all)
    return true
  }
}
