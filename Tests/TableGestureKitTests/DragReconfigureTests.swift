#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// Swaps whose commit makes UIKit hand the cells out again while the dragged cell is kept
  /// hidden through the swap: a table reloaded in `dragCellFrom:to:`, a diffable list whose
  /// each-swap snapshot reloads every item. Whichever cell UIKit gives each row, after every
  /// event exactly one visible cell is hidden, the dragged row's (so the dragged item shows
  /// only in the snapshot), every other visible cell shows its row's data (the cell given back
  /// too, wherever it went), and after the drop the data and the screen agree. On Linux:
  /// `ReorderUIKitCallsTests`.
  final class DragReconfigureTests: XCTestCase {
    @MainActor
    func testATableReloadedInEachCommitShowsTheDraggedItemOnceAndEveryOtherRowsData() throws {
      let source = ListSource(rowCount: 12)
      source.onCommit = { $0.reloadData() }
      let fixture = TableFixture(height: 440)
      defer { fixture.tearDown() }
      let table = fixture.table
      let controller = try fixture.dragable(showing: source).controller
      var finger = fixture.center(ofRowAt: IndexPath(row: 7, section: 0))

      controller.handleGesture(.began, at: finger)
      XCTAssertTrue(controller.isDragging)
      for step in 0..<20 {
        finger.y -= 11
        controller.handleGesture(.changed, at: finger)
        controller.displayFrame(at: Double(step) / 60, isInWindow: true)
        table.layoutIfNeeded()
        let dragged = try XCTUnwrap(controller.draggedRow, "step \(step)")
        let hidden = table.visibleCells.filter(\.isHidden)
        XCTAssertEqual(hidden.count, 1, "step \(step): one hidden cell")
        XCTAssertEqual(hidden.first.flatMap { table.indexPath(for: $0) }, dragged, "step \(step)")
        let shown = fixture.shownTexts()
        XCTAssertNil(shown[dragged], "step \(step): the dragged row shows only in the snapshot")
        for (indexPath, text) in shown {
          XCTAssertEqual(text, source.sections[0][indexPath.row], "step \(step), row \(indexPath)")
        }
      }
      let dragged = try XCTUnwrap(controller.draggedRow)
      XCTAssertLessThan(dragged.row, 7, "the row went up")
      XCTAssertEqual(source.sections[0][dragged.row], "Row 7")
      controller.handleGesture(.ended, at: finger)
      table.layoutIfNeeded()

      XCTAssertFalse(controller.isDragging)
      XCTAssertTrue(source.cancels.isEmpty)
      XCTAssertTrue(table.visibleCells.allSatisfy { !$0.isHidden })
      let shown = fixture.shownTexts()
      XCTAssertEqual(shown.count, table.visibleCells.count)
      for (indexPath, text) in shown {
        XCTAssertEqual(text, source.sections[0][indexPath.row], "after the drop, row \(indexPath)")
      }
    }

    @MainActor
    func testADiffableListReloadedInEachApplyShowsTheDraggedItemOnceAndEveryOtherItemsData()
      throws
    {
      let items = (0..<8).map { "item \($0)" }
      let list = ListFixture(appearance: .plain, items: items)
      defer { list.tearDown() }
      let view = list.collectionView
      let mover = ListSnapshotMover(source: list.source, reloadsEveryItem: true)
      view.dragableOptions = .instant
      view.dragableDelegate = mover
      view.dragable = true
      let helper = try XCTUnwrap(view.dragableHelper)
      XCTAssertTrue(helper.dataSourceMovesRows)
      let controller = helper.controller
      var finger = list.center(ofItemAt: IndexPath(item: 1, section: 0))

      controller.handleGesture(.began, at: finger)
      XCTAssertTrue(controller.isDragging)
      for step in 0..<40 {
        finger.y += 4
        controller.handleGesture(.changed, at: finger)
        view.layoutIfNeeded()
        let dragged = try XCTUnwrap(controller.draggedRow, "step \(step)")
        let masked = view.visibleCells.filter { $0.layer.mask is DragConcealingMask }
        XCTAssertEqual(masked.count, 1, "step \(step): one hidden cell")
        XCTAssertEqual(masked.first.flatMap { view.indexPath(for: $0) }, dragged, "step \(step)")
        let snapshot = list.source.snapshot().itemIdentifiers(inSection: 0)
        for cell in view.visibleCells where !(cell.layer.mask is DragConcealingMask) {
          let indexPath = try XCTUnwrap(view.indexPath(for: cell))
          XCTAssertNotEqual(indexPath, dragged, "step \(step)")
          XCTAssertEqual(Self.text(of: cell), snapshot[indexPath.item], "step \(step)")
        }
      }
      XCTAssertGreaterThan(mover.applies, 0, "the item was swapped")
      controller.handleGesture(.ended, at: finger)
      view.layoutIfNeeded()

      XCTAssertFalse(controller.isDragging)
      XCTAssertTrue(view.visibleCells.allSatisfy { $0.layer.mask == nil })
      let snapshot = list.source.snapshot().itemIdentifiers(inSection: 0)
      XCTAssertEqual(snapshot.sorted(), items.sorted())
      XCTAssertNotEqual(snapshot, items, "the drop left the item moved")
      for cell in view.visibleCells {
        let indexPath = try XCTUnwrap(view.indexPath(for: cell))
        XCTAssertEqual(Self.text(of: cell), snapshot[indexPath.item], "after the drop")
      }
      withExtendedLifetime(mover) {}
    }

    /// The text a list cell shows.
    @MainActor
    private static func text(of cell: UICollectionViewCell) -> String? {
      let content = (cell as? UICollectionViewListCell)?.contentConfiguration
      return (content as? UIListContentConfiguration)?.text
    }
  }
#endif
