import Foundation

/// Table-style access to an index path without UIKit.
///
/// On Apple platforms `IndexPath(row:section:)`, `row` and `section` come from UIKit, which the core
/// does not import; these internal spellings work everywhere and never trap on a malformed path.
extension IndexPath {
  /// A two-element index path `[section, row]`, built without a temporary array (so without a
  /// heap allocation).
  @inlinable init(row: Int, inSection section: Int) {
    self.init(index: section)
    append(row)
  }

  /// The section and the row, or `nil` when the path is not a two-element table path. One
  /// look at the path (the hot paths use it instead of `tableSection` and `tableRow`).
  @inlinable var tablePosition: (section: Int, row: Int)? {
    count == 2 ? (self[0], self[1]) : nil
  }

  /// Whether `self` is a valid final position for a row moved out of `fromSection`, with
  /// `moveRow(at:to:)` semantics, given the destination section's current row count: any row up
  /// to the count, less one when the row stays in its section (it leaves a gap behind).
  @inlinable func isMoveDestination(fromSection: Int, rowCountInDestination count: Int) -> Bool {
    guard let (section, row) = tablePosition else { return false }
    return row >= 0 && row <= count - (section == fromSection ? 1 : 0)
  }

  /// Whether the path has exactly two elements (section and row).
  @inlinable var isTablePath: Bool { count == 2 }

  /// The section, or `-1` when the path is not a two-element table path.
  @inlinable var tableSection: Int { count == 2 ? self[0] : -1 }

  /// The row, or `-1` when the path is not a two-element table path.
  @inlinable var tableRow: Int { count == 2 ? self[1] : -1 }
}
