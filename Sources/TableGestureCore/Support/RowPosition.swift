import Foundation

/// A row's place in a table as two integers, section and row: what the drag keeps and compares
/// on every event, where a two-element `IndexPath` would be built, copied and destroyed through
/// Foundation's calls (its storage is an enum that may hold an array). Index paths are built
/// from it only where a table or the app is handed one.
@usableFromInline struct RowPosition: Hashable, Sendable {
  /// The section.
  @usableFromInline var section: Int
  /// The row within ``section``.
  @usableFromInline var row: Int

  /// Row `row` of section `section`.
  @inlinable init(section: Int, row: Int) {
    self.section = section
    self.row = row
  }

  /// The position of `indexPath`; section and row -1 for a path that is not two elements deep.
  @inlinable init(_ indexPath: IndexPath) {
    section = indexPath.tableSection
    row = indexPath.tableRow
  }

  /// The position as a table index path.
  @inlinable var indexPath: IndexPath { IndexPath(row: row, inSection: section) }
}
