#if canImport(UIKit)
  import UIKit
  import XCTest

  /// Rows whose height the delegate answers (44 points) on a table that estimates them at 80.
  @MainActor
  private final class EstimatedRows: NSObject, UITableViewDataSource, UITableViewDelegate {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 200 }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      tableView.dequeueReusableCell(withIdentifier: TableFixture.cellIdentifier, for: indexPath)
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
  }

  /// What the simulated table's `SelfSizingOffsetKeeping.rowsBelowTheExposedStrip` takes from
  /// decompiled UIKitCore 26.1 (`-[UITableView _updateVisibleCellsNow:]`) and Apple's page ("the
  /// table view actively manages the contentOffset",
  /// https://developer.apple.com/documentation/uikit/uitableview/estimatedrowheight): a scroll
  /// towards the top over rows not measured yet moves the offset by what measuring them changed,
  /// so that the rows on screen stay where the scroll put them.
  final class EstimatedHeightsOffsetTests: XCTestCase {
    @MainActor
    func testScrollingUpOverEstimatedRowsKeepsTheRowsOnScreenStill() throws {
      let rows = EstimatedRows()
      let fixture = TableFixture(height: 400)
      defer { fixture.tearDown() }
      let table = fixture.table
      table.estimatedRowHeight = 80
      table.dataSource = rows
      table.delegate = rows
      fixture.layOut()
      table.contentOffset = CGPoint(x: 0, y: 8_000)
      table.layoutIfNeeded()
      let cells = table.visibleCells
      let cell = try XCTUnwrap(cells.isEmpty ? nil : cells[cells.count / 2])
      let before = cell.frame.minY - table.contentOffset.y

      table.contentOffset = CGPoint(x: 0, y: 7_970)
      table.layoutIfNeeded()

      XCTAssertEqual(cell.frame.minY - table.contentOffset.y, before + 30, accuracy: 0.5)
      XCTAssertLessThan(table.contentOffset.y, 7_969, "the offset moved with the measured rows")
    }
  }
#endif
