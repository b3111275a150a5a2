import Foundation
@_spi(Headless) import TableGestureCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What a run on a collection-view list draws and checks beyond a table's: each row's separator
/// and corners, and, whenever the list is still, that what the user sees of them is right.
extension SwipeEngineRun {
  /// The list look of the row at `path` (`nil` on a table): its separator below (the line
  /// between it and the next item of its section, seen only when neither side hides it), its
  /// own corners, and the corners its cell's buttons' clip has.
  func listLook(at path: IndexPath, cell: Int?) -> ListPictureLook.Row? {
    guard let list, path.count == 2 else { return nil }
    let (section, item) = (path[0], path[1])
    let count = table.numberOfRows(inSection: section)
    let below = IndexPath(indexes: [section, item + 1])
    let separator: Bool? =
      item + 1 < count
      ? list.isSeparatorVisible(.bottom, ofItemAt: path)
        && list.isSeparatorVisible(.top, ofItemAt: below) : nil
    return ListPictureLook.Row(
      separatorBelow: separator,
      corners: ListRowCorners.ofRow(item: item, itemCount: count, appearance: list.appearance),
      buttonCorners: cell.map { list.buttonCorners(ofCell: $0) } ?? [])
  }

  /// Lays the list's sections out as `sections` say; nothing on a table.
  func applyKinds(of sections: [ScriptSection]) { list?.lay(out: sections) }

  /// The list's style for a picture (`nil` on a table).
  var pictureListLook: ListPictureLook? { listStyle.map { ListPictureLook(style: $0) } }

  /// On a list, while nothing moves: with the iOS 26 design, the separators beside a row whose
  /// content is off its rest position are hidden (its own and the item above's bottom one) and
  /// every other separator shows; with the classic design every separator shows (as UIKit's
  /// do); and a cell showing buttons has its clip rounded as its row. What is checked is what
  /// the user sees (each cell's displayed offset), not what the engine thinks.
  func checkListLook() {
    guard let list, !controller.needsFrames else { return }
    checks.listChecks += 1
    let hides = host.swipeDesign.systemLook == .glass
    // One pass over the rows on screen with their cells (a check may see 1,000 rows).
    let rows = visibleRows().map { row in (path: row.path, cell: table.cellForRow(at: row.path)) }
    var moved: Set<IndexPath> = []
    var expectedHidden: Set<IndexPath> = []  // items whose bottom separator must be hidden
    for row in rows {
      guard let cell = row.cell, list.displayedOffset(ofCell: cell) != 0 else { continue }
      moved.insert(row.path)
      guard hides else { continue }
      expectedHidden.insert(row.path)
      if let above = ListHiddenSeparators.beside(row.path, in: table).itemAbove {
        expectedHidden.insert(above)
      }
    }
    var wrong = false
    for (path, cell) in rows {
      if list.isSeparatorVisible(.bottom, ofItemAt: path) == expectedHidden.contains(path)
        || list.isSeparatorVisible(.top, ofItemAt: path) == (hides && moved.contains(path))
      {
        wrong = true
      }
      guard let cell, host.cellButtonsEdge(cell) != nil else { continue }
      let corners = ListRowCorners.ofRow(
        item: path[1], itemCount: table.numberOfRows(inSection: path[0]),
        appearance: list.appearance)
      if list.buttonCorners(ofCell: cell) != corners { wrong = true }
    }
    if wrong { checks.listFailures += 1 }
  }

}
