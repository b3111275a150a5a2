#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// The swipe engine on `UICollectionView` lists with stock list layouts and
  /// `UICollectionViewListCell`s, no subclass: an item swipes open and closed through the pan as a
  /// finger drives it (inset-grouped and sidebar-plain lists), the translation survives the
  /// layout's passes (which re-apply a cell's attributes but not its `sublayerTransform`), a
  /// button press runs the item's action, and a diffable delete of the open item closes it
  /// while a delete elsewhere keeps it open where it is now.
  final class SwipeableCollectionListTests: XCTestCase {
    @MainActor
    func testAnInsetGroupedListItemSwipesOpenAndClosed() throws {
      let list = ListFixture(appearance: .insetGrouped, items: ["a", "b", "c"])
      defer { list.tearDown() }
      let item = IndexPath(item: 0, section: 0)
      let cell = try XCTUnwrap(list.collectionView.cellForItem(at: item))
      XCTAssertLessThan(
        cell.bounds.width, list.collectionView.bounds.width, "an inset-grouped item is inset")
      try swipeOpenAndClosed(item, of: list)
    }

    @MainActor
    func testASidebarPlainListItemSwipesOpenAndClosed() throws {
      let list = ListFixture(appearance: .sidebarPlain, items: ["a", "b", "c"])
      defer { list.tearDown() }
      try swipeOpenAndClosed(IndexPath(item: 1, section: 0), of: list)
    }

    @MainActor
    func testTheTranslationSurvivesALayoutPass() throws {
      let list = ListFixture(appearance: .insetGrouped, items: ["a", "b", "c"])
      defer { list.tearDown() }
      let item = IndexPath(item: 1, section: 0)
      list.collectionView.showSwipeActions(forItemAt: item, edge: .trailing, animated: false)
      let cell = try XCTUnwrap(list.collectionView.cellForItem(at: item))
      XCTAssertEqual(cell.layer.sublayerTransform.m41, -80, accuracy: 0.5)

      list.collectionView.collectionViewLayout.invalidateLayout()
      list.collectionView.layoutIfNeeded()

      XCTAssertTrue(list.collectionView.cellForItem(at: item) === cell)
      XCTAssertEqual(cell.layer.sublayerTransform.m41, -80, accuracy: 0.5, "after a layout pass")
      XCTAssertNotNil(cell.subviews.first as? SwipeActionsView, "the buttons are still below")
    }

    @MainActor
    func testATapOnTheButtonRunsTheItemsAction() throws {
      let list = ListFixture(appearance: .insetGrouped, items: ["a", "b", "c"])
      defer { list.tearDown() }
      let item = IndexPath(item: 2, section: 0)
      list.collectionView.showSwipeActions(forItemAt: item, edge: .trailing, animated: false)
      let helper = try XCTUnwrap(list.collectionView.swipeableHelper)
      let frame = try XCTUnwrap(list.collectionView.layoutAttributesForItem(at: item)?.frame)
      helper.perform { _ = $0.tap(at: CGPoint(x: frame.maxX - 40, y: frame.midY)) }
      SwipeSettling.settle(list.collectionView)
      XCTAssertEqual(list.performed, ["c"])
    }

    @MainActor
    func testADiffableDeleteOfTheOpenItemClosesIt() throws {
      let list = ListFixture(appearance: .insetGrouped, items: ["a", "b", "c", "d"])
      defer { list.tearDown() }
      let item = IndexPath(item: 1, section: 0)
      list.collectionView.showSwipeActions(forItemAt: item, edge: .trailing, animated: false)
      let helper = try XCTUnwrap(list.collectionView.swipeableHelper)
      XCTAssertEqual(helper.controller.activeRow, item)

      list.show(["a", "c", "d"], animated: false)
      helper.perform { $0.reconcileCells() }
      SwipeSettling.settle(list.collectionView)

      XCTAssertTrue(helper.controller.isIdle, "the deleted open item closed")
      for cell in list.collectionView.visibleCells {
        XCTAssertEqual(cell.layer.sublayerTransform.m41, 0, "no item on screen is displaced")
        XCTAssertNil(cell.subviews.first { $0 is SwipeActionsView }, "no buttons left")
      }
    }

    @MainActor
    func testADiffableDeleteAboveTheOpenItemKeepsItOpenWhereItIsNow() throws {
      let list = ListFixture(appearance: .insetGrouped, items: ["a", "b", "c", "d"])
      defer { list.tearDown() }
      list.collectionView.showSwipeActions(
        forItemAt: IndexPath(item: 2, section: 0), edge: .trailing, animated: false)
      let helper = try XCTUnwrap(list.collectionView.swipeableHelper)

      list.show(["b", "c", "d"], animated: false)
      helper.perform { $0.reconcileCells() }

      let now = IndexPath(item: 1, section: 0)
      XCTAssertEqual(helper.controller.activeRow, now, "item c, found by its identifier")
      let cell = try XCTUnwrap(list.collectionView.cellForItem(at: now))
      XCTAssertEqual(cell.layer.sublayerTransform.m41, -80, accuracy: 0.5)
    }

    /// Swipes `item` open with a 100-pt drag to the left, checks the open geometry (the content
    /// one button to the left, the button flush with the item's trailing edge, a narrower item
    /// clipping), swipes it closed and checks the cell is back at rest.
    @MainActor
    private func swipeOpenAndClosed(_ item: IndexPath, of list: ListFixture) throws {
      let cell = try XCTUnwrap(list.collectionView.cellForItem(at: item))
      let frames = cell.subviews.map(\.frame)
      let clips = cell.clipsToBounds
      XCTAssertEqual(cell.layer.sublayerTransform.m41, 0)

      try drag(item, by: -100, in: list)
      XCTAssertTrue(list.collectionView.cellForItem(at: item) === cell)
      XCTAssertEqual(cell.layer.sublayerTransform.m41, -80, accuracy: 0.5, "the content offset")
      let strip = try XCTUnwrap(cell.subviews.first as? SwipeActionsView, "no buttons below")
      let button = try XCTUnwrap(strip.buttons.first)
      let shown = button.frame.offsetBy(
        dx: strip.frame.minX - strip.bounds.minX + cell.layer.sublayerTransform.m41,
        dy: strip.frame.minY - strip.bounds.minY)
      XCTAssertEqual(shown.maxX, cell.bounds.maxX, accuracy: 0.5, "flush with the trailing edge")
      XCTAssertEqual(shown.width, 80, accuracy: 0.5)
      let narrower = cell.bounds.width < list.collectionView.bounds.width - 0.5
      XCTAssertEqual(cell.clipsToBounds, narrower || clips)

      try drag(item, by: 100, in: list)
      XCTAssertTrue(list.collectionView.swipeableHelper?.controller.isIdle == true)
      XCTAssertEqual(cell.layer.sublayerTransform.m41, 0, "closed, the content is back")
      XCTAssertEqual(cell.subviews.map(\.frame), frames, "no view of the cell moved")
      XCTAssertEqual(cell.clipsToBounds, clips)
      XCTAssertEqual(list.performed, [])
    }

    /// A finger on `item` travelling `distance` points sideways and lifting at rest.
    @MainActor
    private func drag(_ item: IndexPath, by distance: CGFloat, in list: ListFixture) throws {
      try SwipeFingerDrag.drag(
        from: list.center(ofItemAt: item), by: distance, on: list.collectionView)
    }
  }
#endif
