#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  @_spi(Headless) import TableGestureSystemSwipeCore
  import UIKit
  import XCTest
  @testable import TableGestureKit
  @testable import TableGestureSystemSwipe

  /// The one-line move from the system swipe keeps the customiser's looks and runs the original
  /// handler.
  final class SwipeMigrationTests: XCTestCase {
    @MainActor
    func testACircularSystemActionBecomesAClearButtonWithARoundView() throws {
      var calls = 0
      let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
        calls += 1
        done(true)
      }
      delete.image = UIImage(systemName: "trash")
      let system = StyledSwipeActionsConfiguration(actions: [delete])
      system.preferredButtonStyle = .circular
      system.preferredButtonWidth = 60
      system.preferredButtonSpacing = 8
      system.performsFirstActionWithFullSwipe = false

      let configuration = SwipeableActionsConfiguration(system)
      let action = try XCTUnwrap(configuration.actions.first)
      XCTAssertEqual(configuration.actions.count, 1)
      XCTAssertNil(configuration.options, "a migrated row keeps the table's options")
      XCTAssertEqual(configuration.migratedFullSwipe, false)
      XCTAssertEqual(action.style, .destructive)
      XCTAssertEqual(action.title, "Delete")
      XCTAssertEqual(action.width, 60)
      XCTAssertEqual(action.spacing, 8)
      XCTAssertEqual(action.backgroundColor, .clear)
      let circle = try XCTUnwrap(action.customView as? SwipeCircleView)
      XCTAssertEqual(circle.bounds.width, 60)
      XCTAssertEqual(circle.layer.cornerRadius, 30)

      var outcome: Bool?
      action.handler(action, UIView()) { outcome = $0 }
      XCTAssertEqual(calls, 1)
      XCTAssertEqual(outcome, true)
    }

    @MainActor
    func testADefaultSystemActionKeepsItsColourAndLetsTheProfileSizeIt() throws {
      let archive = UIContextualAction(style: .normal, title: "Archive") { _, _, done in
        done(false)
      }
      archive.backgroundColor = .systemBlue
      let action = SwipeableAction(archive)
      XCTAssertEqual(action.style, .default)
      XCTAssertEqual(action.backgroundColor, .systemBlue)
      XCTAssertNil(action.width)
      XCTAssertNil(action.customView)
    }
  }
#endif
