import Foundation

/// Where the app's data holds a row the table shows, while an on-drop drag has moved the dragged
/// row on screen but not yet in the data.
///
/// Only ``ReorderCommitMode/onDrop`` drags need it: rows between where the drag began and where
/// the dragged row is now are shifted by one on screen. In every other case the mapping is the
/// identity. O(1), allocation-free.
@_spi(Headless) public struct ReorderDisplayMapping: Hashable, Sendable {
  /// Where the drag began (the row's position in the data), or `nil` for the identity.
  public var original: IndexPath?
  /// Where the dragged row is on screen now.
  public var current: IndexPath?

  /// The identity mapping (no on-drop drag in progress).
  public static let identity = ReorderDisplayMapping()

  /// Creates the mapping for a row dragged from `original` that is shown at `current` (both
  /// `nil`: the identity).
  @inlinable public init(original: IndexPath? = nil, current: IndexPath? = nil) {
    self.original = original
    self.current = current
  }

  /// The data position of the row displayed at `displayed`. A malformed path, or one outside
  /// the dragged row's section, maps to itself.
  public func dataIndexPath(forDisplayed displayed: IndexPath) -> IndexPath {
    guard let original, let current, let (section, row) = displayed.tablePosition,
      let (originalSection, originalRow) = original.tablePosition,
      let (currentSection, currentRow) = current.tablePosition,
      section == currentSection, originalSection == currentSection
    else { return displayed }
    if row == currentRow { return original }
    if originalRow < currentRow, row >= originalRow, row < currentRow {
      return IndexPath(row: row + 1, inSection: section)
    }
    if currentRow < originalRow, row > currentRow, row <= originalRow {
      return IndexPath(row: row - 1, inSection: section)
    }
    return displayed
  }
}
