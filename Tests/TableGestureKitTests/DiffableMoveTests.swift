#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// A `UITableViewDiffableDataSource` whose `apply` moves the row itself
  /// (`rowMoves = .dataSource`), with the delegate code from the "Diffable data sources" section
  /// of `docs/drag-to-reorder.md`, dragging a row from the first section into the second in both
  /// commit modes.
  final class DiffableMoveTests: XCTestCase {
    /// That page's delegate: moves the item in a snapshot and applies it.
    @MainActor
    final class SnapshotMover: NSObject, DragableTableDelegate {
      let dataSource: UITableViewDiffableDataSource<Int, String>
      private(set) var drops: [ListSource.Drop] = []

      init(dataSource: UITableViewDiffableDataSource<Int, String>) {
        self.dataSource = dataSource
      }

      func tableView(
        _ tableView: UITableView, dragCellFrom fromIndexPath: IndexPath,
        to toIndexPath: IndexPath
      ) {
        guard let item = dataSource.itemIdentifier(for: fromIndexPath) else { return }
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([item])
        let section = snapshot.sectionIdentifiers[toIndexPath.section]
        let items = snapshot.itemIdentifiers(inSection: section)
        if toIndexPath.row < items.count {
          snapshot.insertItems([item], beforeItem: items[toIndexPath.row])
        } else {
          snapshot.appendItems([item], toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: true)
      }

      func tableView(
        _ tableView: UITableView, didEndDraggingCellFrom fromIndexPath: IndexPath,
        to toIndexPath: IndexPath
      ) {
        drops.append(ListSource.Drop(from: fromIndexPath, to: toIndexPath))
      }
    }

    @MainActor
    func testMoveAcrossSectionsEachSwap() throws {
      try dragFirstRowIntoSecondSection(commitMode: .eachSwap)
    }

    @MainActor
    func testMoveAcrossSectionsOnDrop() throws {
      try dragFirstRowIntoSecondSection(commitMode: .onDrop)
    }

    /// The default `rowMoves` (`.automatic`) finds the diffable data source by itself.
    @MainActor
    func testDefaultRowMovesDetectTheDiffableSource() throws {
      try dragFirstRowIntoSecondSection(commitMode: .eachSwap, rowMoves: .automatic)
      try dragFirstRowIntoSecondSection(commitMode: .onDrop, rowMoves: .automatic)
    }

    /// An app's subclass of the diffable data source (to allow moves) is found; a plain data
    /// source is not taken for one.
    @MainActor
    func testTheHelperTellsDiffableSourcesFromPlainOnes() throws {
      final class EditableSource: UITableViewDiffableDataSource<Int, String> {}
      let fixture = TableFixture(height: 440)
      defer { fixture.tearDown() }
      let table = fixture.table
      table.dragable = true
      let helper = try XCTUnwrap(table.dragableHelper)
      let plain = ListSource(rowCount: 3)
      table.dataSource = plain
      XCTAssertFalse(helper.dataSourceMovesRows)
      let subclass = EditableSource(tableView: table) { _, _, _ in nil }
      XCTAssertTrue(helper.dataSourceMovesRows)
      withExtendedLifetime(subclass) {}
    }

    @MainActor
    private func dragFirstRowIntoSecondSection(
      commitMode: ReorderCommitMode, rowMoves: ReorderRowMoves = .dataSource
    ) throws {
      let fixture = TableFixture(height: 440)
      defer { fixture.tearDown() }
      let table = fixture.table
      let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) {
        tableView, indexPath, item in
        let cell = tableView.dequeueReusableCell(
          withIdentifier: TableFixture.cellIdentifier, for: indexPath)
        cell.textLabel?.text = item
        return cell
      }
      var initial = NSDiffableDataSourceSnapshot<Int, String>()
      initial.appendSections([0, 1])
      initial.appendItems(["A0", "A1", "A2"], toSection: 0)
      initial.appendItems(["B0", "B1", "B2"], toSection: 1)
      dataSource.apply(initial, animatingDifferences: false)
      table.layoutIfNeeded()
      let mover = SnapshotMover(dataSource: dataSource)
      var options = DragableOptions.instant
      options.rowMoves = rowMoves
      options.commitMode = commitMode
      table.dragableOptions = options
      table.dragableDelegate = mover
      table.dragable = true
      let controller = try XCTUnwrap(table.dragableHelper?.controller)
      XCTAssertEqual(table.dragableHelper?.dataSourceMovesRows, true)
      let origin = IndexPath(row: 0, section: 0)

      // Lift A0, then move the finger down in 4-point steps to the middle of B1.
      var finger = fixture.center(ofRowAt: origin)
      let target = fixture.center(ofRowAt: IndexPath(row: 1, section: 1))
      controller.handleGesture(.began, at: finger)
      XCTAssertTrue(controller.isDragging)
      while finger.y < target.y {
        finger.y = min(finger.y + 4, target.y)
        controller.handleGesture(.changed, at: finger)
        table.layoutIfNeeded()
      }
      controller.handleGesture(.ended, at: finger)

      let drop = try XCTUnwrap(mover.drops.first)
      XCTAssertEqual(mover.drops.count, 1)
      XCTAssertEqual(drop.from, origin)
      XCTAssertEqual(drop.to.section, 1)
      let snapshot = dataSource.snapshot()
      XCTAssertEqual(snapshot.itemIdentifiers(inSection: 0), ["A1", "A2"])
      XCTAssertEqual(snapshot.itemIdentifiers(inSection: 1).count, 4)
      XCTAssertEqual(dataSource.itemIdentifier(for: drop.to), "A0")
      // The table shows what the snapshot holds: the row was moved once, by `apply`.
      XCTAssertEqual(table.numberOfRows(inSection: 0), 2)
      XCTAssertEqual(table.numberOfRows(inSection: 1), 4)
      table.layoutIfNeeded()
      for (indexPath, text) in fixture.shownTexts() {
        XCTAssertEqual(text, dataSource.itemIdentifier(for: indexPath), "cell at \(indexPath)")
      }
      XCTAssertTrue(table.isScrollEnabled)
    }
  }
#endif
