import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

extension SimulatedTable {
  /// Deletes one row, as `deleteRows(at:with:)` does after the data source removed it. The other
  /// rows keep their cells. With `animated`, the deleted row's cell stays in the table, showing
  /// no row, until ``finishUpdateAnimations()`` ("deletes the rows … with an option to animate
  /// the deletion",
  /// https://developer.apple.com/documentation/uikit/uitableview/deleterows(at:with:)); without,
  /// it goes back to the reuse pool at the next layout pass. Returns the deleted row's ID, or
  /// `nil` (nothing changes) for an invalid index path. O(rows): the table is rebuilt.
  @discardableResult
  public func deleteRow(at indexPath: IndexPath, animated: Bool = false) -> Int? {
    guard let (section, row) = indexPath.tablePosition, let id = rowID(at: indexPath) else {
      return nil
    }
    var all = sections
    all[section].rowHeights.remove(at: row)
    all[section].rowIDs?.remove(at: row)
    rebuild(from: all, keepingCells: true)
    if animated { cells.release(rowID: id) }
    return id
  }

  /// Inserts one row of `height` with identity `id` so that it ends at `indexPath` (a row up to
  /// the section's count); the other rows keep their cells. Returns whether it was inserted.
  /// O(rows).
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
    rebuild(from: all, keepingCells: true)
    return true
  }
}
