/// What must stay the same under a drag for the session's index paths to stay true.
///
/// In ``ReorderCommitMode/eachSwap`` mode that is the number of sections and the number of rows
/// in the dragged row's section: O(1), allocation-free, checked on every event. Counts elsewhere
/// do not move the dragged row's index path, and every destination is validated against the
/// table's counts when it is taken. In ``ReorderCommitMode/onDrop`` mode the screen is ahead of
/// the app's data, so a reload *anywhere* puts rows back where the data has them: there the
/// fingerprint also covers every section's count, O(sections) per event.
///
/// A reload that keeps the counts is not noticed: tell the session with
/// ``ReorderSession/tableDidReloadData(_:)``.
@_spi(Headless) public struct TableShape: Hashable, Sendable {
  @usableFromInline var sections: Int
  @usableFromInline var rowsInDraggedSection: Int
  /// A hash of every section's count (on-drop mode), or zero.
  @usableFromInline var signature: Int

  @usableFromInline init(sections: Int, rowsInDraggedSection: Int, signature: Int) {
    self.sections = sections
    self.rowsInDraggedSection = rowsInDraggedSection
    self.signature = signature
  }

  @inlinable init(
    _ table: borrowing some GestureTable, draggedSection section: Int, mode: ReorderCommitMode
  ) {
    sections = Swift.max(0, table.numberOfSections)
    rowsInDraggedSection = table.numberOfRows(inSection: section)
    signature = 0
    if mode == .onDrop {
      for index in 0..<sections {
        signature = signature &* 1_000_003 &+ table.numberOfRows(inSection: index)
      }
    }
  }

  /// Whether `table` has this shape: the same questions in the same order as
  /// ``init(_:draggedSection:mode:)``, answered by comparing each count as it comes instead of
  /// building a shape to compare (the drag's check at every move and frame), so a count that
  /// differs ends the questions.
  @inlinable func matches(
    _ table: borrowing some GestureTable, draggedSection section: Int, mode: ReorderCommitMode
  ) -> Bool {
    guard sections == Swift.max(0, table.numberOfSections),
      rowsInDraggedSection == table.numberOfRows(inSection: section)
    else { return false }
    guard mode == .onDrop else { return signature == 0 }
    var signature = 0
    for index in 0..<sections {
      signature = signature &* 1_000_003 &+ table.numberOfRows(inSection: index)
    }
    return signature == self.signature
  }

  @inlinable public static func == (lhs: TableShape, rhs: TableShape) -> Bool {
    lhs.sections == rhs.sections && lhs.rowsInDraggedSection == rhs.rowsInDraggedSection
      && lhs.signature == rhs.signature
  }
}
