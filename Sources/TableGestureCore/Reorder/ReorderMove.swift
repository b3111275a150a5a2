import Foundation

/// One move of the dragged row, with `UITableView` semantics: remove the row at `from`, then
/// insert it so that it ends up at `to`.
@_spi(Headless) public struct ReorderMove: Hashable, Sendable {
  /// Where the row was before the move.
  public var from: IndexPath
  /// Where the row is after the move.
  public var to: IndexPath

  /// Creates the move of the row at `from` to `to`.
  public init(from: IndexPath, to: IndexPath) {
    self.from = from
    self.to = to
  }

  /// Applies the move to sectioned data (one array per section), the way your data source should.
  ///
  /// - Returns: `false`, leaving `sections` untouched, when either index path is out of range.
  @discardableResult
  public func apply<Element>(to sections: inout [[Element]]) -> Bool {
    guard from.isTablePath, to.isTablePath else { return false }
    let fromSection = from.tableSection
    let toSection = to.tableSection
    guard fromSection >= 0, fromSection < sections.count, toSection >= 0,
      toSection < sections.count, from.tableRow >= 0, from.tableRow < sections[fromSection].count
    else { return false }
    guard
      to.isMoveDestination(
        fromSection: fromSection, rowCountInDestination: sections[toSection].count)
    else { return false }
    let element = sections[fromSection].remove(at: from.tableRow)
    sections[toSection].insert(element, at: to.tableRow)
    return true
  }
}
