#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// Round 5's newcomer run: rows migrated from `UISwipeActionsConfiguration` keep the table's
  /// `swipeableOptions` (the combination is `SwipeSystemActionMigration.options(own:…)`, tested
  /// on Linux).
  final class SwipeMigratedOptionsTests: XCTestCase {
    @MainActor
    final class MigratingDelegate: NSObject, SwipeableTableDelegate {
      var fullSwipe = true

      func tableView(
        _ tableView: UITableView, swipeActionsForRowAt indexPath: IndexPath, edge: SwipeableEdge
      ) -> SwipeableActionsConfiguration? {
        let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, done in
          done(true)
        }
        let system = UISwipeActionsConfiguration(actions: [archive])
        system.performsFirstActionWithFullSwipe = fullSwipe
        return SwipeableActionsConfiguration(system)
      }
    }

    @MainActor
    func testAMigratedRowKeepsTheTablesLook() throws {
      let screen = SwipeTestScreen()
      defer { screen.fixture.tearDown() }
      let migrating = MigratingDelegate()
      screen.table.swipeableDelegate = migrating
      screen.table.swipeableOptions = SwipeableOptions(look: .glass, buttonSpacing: 4)
      let helper = try XCTUnwrap(screen.table.swipeableHelper)
      let row = IndexPath(row: 0, section: 0)

      let kept = try XCTUnwrap(helper.swipeActions(forRowAt: row, edge: .trailing))
      XCTAssertEqual(kept.options, screen.table.swipeableOptions)

      migrating.fullSwipe = false
      let noFullSwipe = try XCTUnwrap(helper.swipeActions(forRowAt: row, edge: .trailing))
      XCTAssertEqual(noFullSwipe.options.look, .glass)
      XCTAssertFalse(noFullSwipe.options.allowsFullSwipe)
      withExtendedLifetime(migrating) {}
    }
  }
#endif
