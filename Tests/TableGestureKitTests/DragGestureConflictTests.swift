#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// What the helper tells the core about UIKit's own gestures on a real table: a `dragDelegate`
  /// whose drag interaction is off leaves the press to the library, and a context menu attached
  /// to a cell as a `UIContextMenuInteraction` counts as one from the table's delegate.
  final class DragGestureConflictTests: XCTestCase {
    /// The system's drag and drop, offering nothing to drag.
    @MainActor
    final class SystemDrag: NSObject, UITableViewDragDelegate {
      func tableView(
        _ tableView: UITableView, itemsForBeginning session: any UIDragSession,
        at indexPath: IndexPath
      ) -> [UIDragItem] { [] }
    }

    /// A cell's context menu that offers a menu everywhere but on the left 60 points.
    @MainActor
    final class CellMenu: NSObject, UIContextMenuInteractionDelegate {
      func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
      ) -> UIContextMenuConfiguration? {
        location.x < 60 ? nil : UIContextMenuConfiguration()
      }
    }

    @MainActor
    func testADragDelegateWithItsDragInteractionOffDoesNotBlockThePress() throws {
      let source = ListSource(rowCount: 20)
      let fixture = TableFixture(height: 440, showing: source)
      defer { fixture.tearDown() }
      let table = fixture.table
      let drag = SystemDrag()
      table.dragDelegate = drag
      table.dragable = true
      let helper = try XCTUnwrap(table.dragableHelper)
      let point = fixture.center(ofRowAt: IndexPath(row: 2, section: 0))

      table.dragInteractionEnabled = true
      XCTAssertEqual(helper.gestureContext(at: point).conflict, .systemDragAndDrop)
      XCTAssertFalse(
        helper.controller.canBeginDrag(at: point, context: helper.gestureContext(at: point)))

      table.dragInteractionEnabled = false
      XCTAssertNil(helper.gestureContext(at: point).conflict)
      XCTAssertTrue(
        helper.controller.canBeginDrag(at: point, context: helper.gestureContext(at: point)))
    }

    @MainActor
    func testAContextMenuInteractionOnACellIsSeenLikeTheDelegatesMenu() throws {
      let source = ListSource(rowCount: 20)
      let fixture = TableFixture(height: 440, showing: source)
      defer { fixture.tearDown() }
      let table = fixture.table
      table.dragable = true
      let helper = try XCTUnwrap(table.dragableHelper)
      let row = IndexPath(row: 3, section: 0)
      let menu = CellMenu()
      let cell = try XCTUnwrap(table.cellForRow(at: row))
      cell.addInteraction(UIContextMenuInteraction(delegate: menu))
      let rect = table.rectForRow(at: row)

      let onMenu = CGPoint(x: rect.minX + 200, y: rect.midY)
      XCTAssertEqual(helper.gestureContext(at: onMenu).conflict, .contextMenu)
      // On the left 60 points the cell's menu offers nothing: the press may lift the row.
      let offMenu = CGPoint(x: rect.minX + 20, y: rect.midY)
      XCTAssertNil(helper.gestureContext(at: offMenu).conflict)
      // Another row's cell has no menu.
      XCTAssertNil(
        helper.gestureContext(at: fixture.center(ofRowAt: IndexPath(row: 1, section: 0))).conflict)
    }
  }
#endif
