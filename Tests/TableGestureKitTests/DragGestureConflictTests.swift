#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// What the helper tells the core about UIKit's own gestures on a real table: a `dragDelegate`
  /// whose drag interaction is off leaves the press to the library, a context menu attached to a
  /// cell as a `UIContextMenuInteraction` counts as one from the table's delegate, and the app is
  /// asked for a menu only when its answer decides the press.
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
      XCTAssertTrue(helper.gestureContext(at: onMenu).mayOfferContextMenu)
      XCTAssertTrue(helper.offersContextMenu(at: onMenu))
      // On the left 60 points the cell's menu offers nothing: the press may lift the row.
      let offMenu = CGPoint(x: rect.minX + 20, y: rect.midY)
      XCTAssertFalse(helper.offersContextMenu(at: offMenu))
      // Another row's cell has no menu.
      let other = fixture.center(ofRowAt: IndexPath(row: 1, section: 0))
      XCTAssertFalse(helper.gestureContext(at: other).mayOfferContextMenu)
      XCTAssertFalse(helper.offersContextMenu(at: other))
    }

    /// A table delegate that counts the menus it is asked for and offers none.
    @MainActor
    final class CountingMenus: NSObject, UITableViewDelegate {
      var asked = 0
      func tableView(
        _ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
        point: CGPoint
      ) -> UIContextMenuConfiguration? {
        asked += 1
        return nil
      }
    }

    /// Device review r4, N14: the facts of a press ask the app for no menu; the question is
    /// asked once, and only for a press that would otherwise lift a row.
    @MainActor
    func testTheAppIsAskedForAMenuOnlyWhenItDecides() throws {
      let source = ListSource(rowCount: 20)
      let fixture = TableFixture(height: 440, showing: source)
      defer { fixture.tearDown() }
      let table = fixture.table
      let menus = CountingMenus()
      table.delegate = menus
      table.dragableDelegate = source
      table.dragable = true
      let helper = try XCTUnwrap(table.dragableHelper)
      let point = fixture.center(ofRowAt: IndexPath(row: 2, section: 0))

      let context = helper.gestureContext(at: point)
      XCTAssertTrue(context.mayOfferContextMenu)
      XCTAssertEqual(menus.asked, 0)
      XCTAssertTrue(
        helper.controller.canBeginDrag(at: point, context: context) {
          helper.offersContextMenu(at: point)
        })
      XCTAssertEqual(menus.asked, 1)
      table.isEditing = true
      XCTAssertFalse(
        helper.controller.canBeginDrag(at: point, context: helper.gestureContext(at: point)) {
          helper.offersContextMenu(at: point)
        })
      XCTAssertEqual(menus.asked, 1)
    }
  }
#endif
