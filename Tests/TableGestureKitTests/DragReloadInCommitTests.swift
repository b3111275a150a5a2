#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// An each-swap app whose `dragCellFrom:to:` applies the move and reloads the table without
  /// telling the library, on a real table: the move and the commit run in one batch of updates,
  /// which UIKit's `reloadData()` waits for (modelled by `SimulatedTable.beginUpdates()`; on
  /// Linux, `ReorderReloadInCallbackTests`).
  final class DragReloadInCommitTests: XCTestCase {
    @MainActor
    func testAReloadInTheCommitWithoutTheNoticeLeavesEveryCellOnItsData() throws {
      let source = ListSource(sections: [["A0", "A1"], (0..<10).map { "B\($0)" }])
      source.onCommit = { $0.reloadData() }
      let fixture = TableFixture(height: 440)
      defer { fixture.tearDown() }
      let table = fixture.table
      let controller = try fixture.dragable(showing: source).controller
      var finger = fixture.center(ofRowAt: IndexPath(row: 1, section: 0))

      controller.handleGesture(.began, at: finger)
      XCTAssertTrue(controller.isDragging)
      for step in 0..<12 {
        finger.y += 11
        controller.handleGesture(.changed, at: finger)
        controller.displayFrame(at: Double(step) / 60, isInWindow: true)
        table.layoutIfNeeded()
        for (indexPath, text) in fixture.shownTexts() {
          XCTAssertEqual(
            text, source.sections[indexPath.section][indexPath.row],
            "step \(step), cell at \(indexPath)")
        }
      }
      XCTAssertTrue(source.sections[1].contains("A1"), "the row did not cross into section 1")
      controller.handleGesture(.ended, at: finger)

      XCTAssertFalse(controller.isDragging)
      XCTAssertTrue(source.cancels.isEmpty)
      XCTAssertEqual(table.numberOfRows(inSection: 0), source.sections[0].count)
    }
  }
#endif
