import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What a ``SimulatedTable`` asks your app, at the moments `UITableView` asks its data source.
///
/// Set it as ``SimulatedTable/dataSource`` (held weakly) to test your own data-source code, or to
/// reproduce what UIKit does to it during a drag:
/// - the counts are asked inside every ``SimulatedTable/moveRow(at:to:)`` to validate the move, as
///   UIKit validates updates (`UITableView.moveRow(at:to:)`,
///   https://developer.apple.com/documentation/uikit/uitableview/moverow(at:to:); the failure is
///   `NSInternalInconsistencyException`, see ``SimulatedTableInconsistency``);
/// - ``tableView(_:cellForRowAt:configuring:)`` runs synchronously inside the call that brings a
///   row on screen — a layout pass, including the one at the end of `moveRow(at:to:)` — as
///   `tableView(_:cellForRowAt:)` does
///   (https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:cellforrowat:)).
///   Code in it may call back into the table and into the gesture controllers.
@_spi(Headless) public protocol SimulatedTableDataSource: AnyObject {
  /// The number of sections in your data (UIKit's `numberOfSections(in:)`).
  func numberOfSections(in tableView: SimulatedTable) -> Int

  /// The number of rows in `section` of your data (UIKit's `tableView(_:numberOfRowsInSection:)`).
  func tableView(_ tableView: SimulatedTable, numberOfRowsInSection section: Int) -> Int

  /// Configure `cell` (a cell identity; see ``SimulatedTable/visibleCells``) to show the row at
  /// `indexPath`, as `tableView(_:cellForRowAt:)` configures a dequeued cell. The cell may have
  /// shown another row before (reuse); it keeps the `isHidden` it had, as a `UIView` does.
  /// Default: nothing.
  func tableView(
    _ tableView: SimulatedTable, cellForRowAt indexPath: IndexPath, configuring cell: Int)

  /// The identity of the item your data holds at `indexPath` (a diffable data source's item
  /// identifier), read by ``SimulatedTable/reloadData()`` to know what each row shows after a
  /// reload. Default `nil`: the row keeps the identity the table had there.
  func tableView(_ tableView: SimulatedTable, identityOfRowAt indexPath: IndexPath) -> Int?

  /// Whether this data source moves the table's rows itself when the app updates it, as a
  /// `UITableViewDiffableDataSource` does (``SimulatedDiffableDataSource``). Default `false`.
  var movesRowsItself: Bool { get }
}

extension SimulatedTableDataSource {
  public func tableView(
    _ tableView: SimulatedTable, cellForRowAt indexPath: IndexPath, configuring cell: Int
  ) {}
  public func tableView(_ tableView: SimulatedTable, identityOfRowAt indexPath: IndexPath) -> Int? {
    nil
  }
  public var movesRowsItself: Bool { false }
}

/// What a ``SimulatedTable`` tells and asks your delegate, at the moments `UITableView` does.
@_spi(Headless) public protocol SimulatedTableDelegate: AnyObject {
  /// The row's height in points, or `nil` for the height the row was created with. Asked when a
  /// self-sizing row first comes on screen, for the rows a `moveRow(at:to:)` moved (with their
  /// new index paths), and for every row by ``SimulatedTable/refreshRowHeights()`` — the moments
  /// `UITableView` asks `tableView(_:heightForRowAt:)`
  /// (https://developer.apple.com/documentation/uikit/uitableviewdelegate/tableview(_:heightforrowat:);
  /// `beginUpdates()` "animate[s] the change in the row heights without reloading the cell",
  /// https://developer.apple.com/documentation/uikit/uitableview/beginupdates()). Default `nil`.
  func tableView(_ tableView: SimulatedTable, heightForRowAt indexPath: IndexPath) -> CGFloat?

  /// The content offset changed. Called synchronously inside the `contentOffset` setter, as
  /// `scrollViewDidScroll(_:)` is
  /// (https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)).
  /// Default: nothing.
  func scrollViewDidScroll(_ tableView: SimulatedTable)
}

extension SimulatedTableDelegate {
  public func tableView(_ tableView: SimulatedTable, heightForRowAt indexPath: IndexPath)
    -> CGFloat?
  { nil }
  public func scrollViewDidScroll(_ tableView: SimulatedTable) {}
}

/// An update a ``SimulatedTable`` refused because the data source disagreed with it: what
/// `UITableView` reports by raising `NSInternalInconsistencyException` ("Invalid update: invalid
/// number of rows in section …"), which crashes an app. The table records it in
/// ``SimulatedTable/inconsistencies`` and leaves its rows as they were; a test should fail on it.
@_spi(Headless)
public struct SimulatedTableInconsistency: Hashable, Sendable, CustomStringConvertible {
  /// The section whose count disagrees, or `nil` when the number of sections does.
  public var section: Int?
  /// The count the update would leave on screen.
  public var expected: Int
  /// The count the data source reported.
  public var reported: Int

  public var description: String {
    guard let section else {
      return
        "Invalid update: invalid number of sections. The table would show \(expected), "
        + "the data source reports \(reported)."
    }
    return
      "Invalid update: invalid number of rows in section \(section). The number of rows after "
      + "the update (\(reported)) must be equal to the number before, plus or minus the rows "
      + "moved into or out of that section (\(expected))."
  }
}
