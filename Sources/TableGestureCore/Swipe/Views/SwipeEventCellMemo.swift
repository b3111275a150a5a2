import Foundation

/// The row's cell, looked up at most once per event: every host call of one event that names
/// the same row uses the first look-up's answer. Forgotten at the end of each event and before
/// anything outside the kit runs (the app's callbacks may reload the table), so it never
/// outlives what UIKit guarantees.
///
/// Why one look-up stands for the event: `-[UITableView cellForRowAtIndexPath:]` first updates
/// the visible cells when an update is pending
/// (`-[UITableView _cellForRowAtIndexPath:usingPresentationValues:]` calls
/// `_updateVisibleCellsImmediatelyIfNecessary`, decompiled UIKitCore 26.1), so the answer is the
/// cell the row has until the table's cells change again — by a layout pass, a scroll or an
/// update, none of which the swipe's own host calls make (they set layer and view geometry
/// only).
///
/// `Cell` is the host's handle on a cell and what it attached to it (the UIKit skin: the
/// cell's displacement; the benchmarks: a counting cell).
@_spi(Headless) public struct SwipeEventCellMemo<Cell> {
  @usableFromInline var row: IndexPath?
  @usableFromInline var cell: Cell?

  /// An empty memo.
  @inlinable public init() {}

  /// The cell showing `indexPath`: the memo's, when this event already looked it up, else
  /// `lookUp(indexPath)`'s answer (kept, `nil` included).
  @inlinable
  public mutating func cell(forRowAt indexPath: IndexPath, lookUp: (IndexPath) -> Cell?) -> Cell? {
    if let row, row == indexPath { return cell }
    let found = lookUp(indexPath)
    row = indexPath
    cell = found
    return found
  }

  /// Replaces the memo's answer for `indexPath` (the host attached something to the cell).
  @inlinable public mutating func remember(_ found: Cell?, forRowAt indexPath: IndexPath) {
    row = indexPath
    cell = found
  }

  /// Forgets the answer: at the end of every event, before every call out of the kit, and when
  /// the host lays the table out.
  @inlinable public mutating func forget() {
    row = nil
    cell = nil
  }
}
