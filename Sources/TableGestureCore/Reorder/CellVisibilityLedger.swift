import Foundation

/// Decides which cells to hide during a drag and what to put back afterwards, whatever reuse did.
///
/// Cells are recycled while a table scrolls, and a cell keeps its hidden flag when it is reused,
/// so hiding "the dragged cell" once shows the wrong row sooner or later. Instead, after every
/// move, tick and layout, ask the ledger for each visible cell: it hides exactly the cell that
/// shows the hidden row *now*, gives every other cell the value the app had given it, and
/// remembers each cell's original value the first time it sees the cell, so that ``restore()``
/// puts back exactly what the app had.
///
/// `Cell` is any identity: `ObjectIdentifier` of a `UITableViewCell`, or a ``SimulatedTable``
/// cell id.
public struct CellVisibilityLedger<Cell: Hashable>: Sendable where Cell: Sendable {
  private var original: [Cell: Bool] = [:]

  public init() {}

  /// The hidden flag a visible cell must have now.
  /// - Parameters:
  ///   - cell: the cell's identity.
  ///   - indexPath: the row the cell shows now (`nil` if the table does not know).
  ///   - currentlyHidden: the cell's hidden flag as it is now.
  ///   - hiddenRow: the session's ``ReorderSession/hiddenRow``.
  public mutating func isHidden(
    _ cell: Cell, showing indexPath: IndexPath?, currentlyHidden: Bool, hiddenRow: IndexPath?
  ) -> Bool {
    if original[cell] == nil { original[cell] = currentlyHidden }
    if let hiddenRow, indexPath == hiddenRow { return true }
    return original[cell] ?? false
  }

  /// The cells the ledger has seen and the hidden flag each had before the drag. Call it when the
  /// drag ends or is cancelled, set those values, and the ledger is empty again.
  public mutating func restore() -> [Cell: Bool] {
    defer { original = [:] }
    return original
  }

  /// Whether the ledger has seen any cell since the last ``restore()``.
  public var isEmpty: Bool { original.isEmpty }
}
