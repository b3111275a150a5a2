#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// The drag on `UICollectionView` lists with stock list layouts and `UICollectionViewListCell`s,
  /// no subclass, driven through the helper's controller as the long press and the display link
  /// would drive it: a press lifts an item and hides its cell by an empty `layer.mask`, which a
  /// layout pass leaves (it puts `alpha` back); each swap with a diffable data source is one
  /// `apply` of the app's and no `moveItem` of the library's; with a plain data source the
  /// library's `moveItem` and the app's commit run in one `performBatchUpdates`; a new layout
  /// object cancels the drag; UIKit's own reorders stand the press down as the core decides; and
  /// the delegate's names mirror the table's, so a pinned item stays pinned.
  final class DragableCollectionListTests: XCTestCase {
    /// A plain data source of strings in one section, which is also the drag delegate: the
    /// library moves the item (`moveItem`) and the commit moves it in `items`.
    @MainActor
    final class PlainItems: NSObject, UICollectionViewDataSource, DragableCollectionDelegate {
      var items: [String]
      /// How many moves were committed.
      private(set) var commits = 0

      init(items: [String]) {
        self.items = items
      }

      func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int)
        -> Int
      {
        items.count
      }

      func collectionView(
        _ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath
      ) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(
          withReuseIdentifier: ListFixture.cellIdentifier, for: indexPath)
        if let list = cell as? UICollectionViewListCell {
          var content = list.defaultContentConfiguration()
          content.text = items[indexPath.item]
          list.contentConfiguration = content
        }
        return cell
      }

      func collectionView(
        _ collectionView: UICollectionView, dragCellFrom fromIndexPath: IndexPath,
        to toIndexPath: IndexPath
      ) {
        items.insert(items.remove(at: fromIndexPath.item), at: toIndexPath.item)
        commits += 1
      }
    }

    /// UIKit's drag and drop, offering nothing to drag.
    @MainActor
    final class SystemDrag: NSObject, UICollectionViewDragDelegate {
      func collectionView(
        _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
        at indexPath: IndexPath
      ) -> [UIDragItem] { [] }
    }

    /// An inset-grouped list of `items`, dragable, its drag delegate a ``ListSnapshotMover``.
    @MainActor
    private func dragList(_ items: [String]) -> (ListFixture, ListSnapshotMover) {
      let list = ListFixture(appearance: .insetGrouped, items: items)
      let mover = ListSnapshotMover(source: list.source)
      list.collectionView.dragableOptions = .instant
      list.collectionView.dragableDelegate = mover
      list.collectionView.dragable = true
      return (list, mover)
    }

    /// Moves the finger of the drag `controller` runs from `finger` to `target` in 4-point
    /// steps, laying `list` out after each, as a finger and the run loop would.
    @MainActor
    private func move(
      _ controller: ReorderController<DragableCollectionHelper>, from finger: CGPoint,
      to target: CGPoint, on list: ListFixture
    ) {
      var finger = finger
      while finger.y != target.y {
        finger.y += max(-4, min(4, target.y - finger.y))
        controller.handleGesture(.changed, at: finger)
        list.collectionView.layoutIfNeeded()
      }
    }

    @MainActor
    func testALongPressLiftsAnItemAndMasksItsCell() throws {
      let (list, mover) = dragList(["a", "b", "c", "d"])
      defer { list.tearDown() }
      let helper = try XCTUnwrap(list.collectionView.dragableHelper)
      XCTAssertNotNil(list.collectionView.dragableGestureRecognizer)
      let item = IndexPath(item: 1, section: 0)
      let cell = try XCTUnwrap(list.collectionView.cellForItem(at: item))

      helper.controller.handleGesture(.began, at: list.center(ofItemAt: item))

      XCTAssertEqual(helper.controller.draggedRow, item)
      XCTAssertTrue(cell.layer.mask is DragConcealingMask, "hidden by the mask")
      XCTAssertFalse(cell.isHidden, "not by isHidden, which the list may give back")
      XCTAssertNotNil(HelperInternals.snapshot(of: helper))
      helper.controller.handleGesture(.ended, at: list.center(ofItemAt: item))
      XCTAssertNil(cell.layer.mask, "shown again at the drop")
      XCTAssertEqual(mover.drops, [item])
    }

    @MainActor
    func testAMaskOfTheAppsIsKeptWhileDraggedAndGivenBackAtTheDrop() throws {
      let (list, _) = dragList(["a", "b", "c", "d"])
      defer { list.tearDown() }
      let helper = try XCTUnwrap(list.collectionView.dragableHelper)
      let item = IndexPath(item: 2, section: 0)
      let cell = try XCTUnwrap(list.collectionView.cellForItem(at: item))
      let appMask = CALayer()
      cell.layer.mask = appMask

      helper.controller.handleGesture(.began, at: list.center(ofItemAt: item))
      let concealing = try XCTUnwrap(cell.layer.mask as? DragConcealingMask, "hidden by the mask")
      XCTAssertTrue(concealing.appMask === appMask, "the app's mask kept")
      helper.controller.handleGesture(.ended, at: list.center(ofItemAt: item))

      XCTAssertTrue(cell.layer.mask === appMask, "the app's mask given back at the drop")
    }

    @MainActor
    func testTheHiddenCellStaysHiddenThroughALayoutPass() throws {
      let (list, mover) = dragList(["a", "b", "c", "d"])
      defer { list.tearDown() }
      let controller = try XCTUnwrap(list.collectionView.dragableHelper?.controller)
      let item = IndexPath(item: 2, section: 0)
      controller.handleGesture(.began, at: list.center(ofItemAt: item))
      let cell = try XCTUnwrap(list.collectionView.cellForItem(at: item))
      cell.alpha = 0.5  // a layout pass puts the attributes' alpha back

      list.collectionView.collectionViewLayout.invalidateLayout()
      list.collectionView.layoutIfNeeded()

      XCTAssertEqual(cell.alpha, 1, accuracy: 0.001, "the layout re-applied its alpha")
      let shown = try XCTUnwrap(list.collectionView.cellForItem(at: item))
      XCTAssertTrue(shown.layer.mask is DragConcealingMask, "still hidden after the pass")
      let masked = list.collectionView.visibleCells.filter { $0.layer.mask != nil }
      XCTAssertEqual(masked.count, 1, "exactly one cell hidden: the dragged item's")
      controller.handleGesture(.cancelled, at: .zero)
      XCTAssertTrue(list.collectionView.visibleCells.allSatisfy { $0.layer.mask == nil })
      withExtendedLifetime(mover) {}
    }

    @MainActor
    func testEachSwapWithADiffableDataSourceIsOneApply() throws {
      let (list, mover) = dragList(["a", "b", "c", "d", "e"])
      defer { list.tearDown() }
      let helper = try XCTUnwrap(list.collectionView.dragableHelper)
      XCTAssertTrue(helper.dataSourceMovesRows, "a diffable data source moves items itself")
      let origin = IndexPath(item: 0, section: 0)
      let target = list.center(ofItemAt: IndexPath(item: 3, section: 0))
      let finger = list.center(ofItemAt: origin)

      helper.controller.handleGesture(.began, at: finger)
      move(helper.controller, from: finger, to: target, on: list)
      let resting = try XCTUnwrap(helper.controller.draggedRow)
      helper.controller.handleGesture(.ended, at: target)

      XCTAssertEqual(resting.item, 3)
      XCTAssertEqual(mover.applies, 3, "one apply per swap")
      XCTAssertEqual(
        list.source.snapshot().itemIdentifiers(inSection: 0), ["b", "c", "d", "a", "e"])
      XCTAssertEqual(list.collectionView.numberOfItems(inSection: 0), 5, "moved once, by apply")
      list.collectionView.layoutIfNeeded()
      XCTAssertTrue(list.collectionView.visibleCells.allSatisfy { $0.layer.mask == nil })
    }

    @MainActor
    func testAPinnedFirstItemIsNeverTaken() throws {
      let (list, mover) = dragList(["pinned", "b", "c"])
      defer { list.tearDown() }
      mover.pinnedFirst = true
      let controller = try XCTUnwrap(list.collectionView.dragableHelper?.controller)
      let finger = list.center(ofItemAt: IndexPath(item: 2, section: 0))
      controller.handleGesture(.began, at: finger)
      let top = list.center(ofItemAt: IndexPath(item: 0, section: 0))
      move(controller, from: finger, to: top, on: list)
      controller.handleGesture(.ended, at: top)
      XCTAssertEqual(list.source.snapshot().itemIdentifiers(inSection: 0).first, "pinned")
      XCTAssertEqual(mover.drops, [IndexPath(item: 1, section: 0)])
    }

    @MainActor
    func testAPlainDataSourceSwapMovesTheItemOnceWithTheData() throws {
      let list = ListFixture(appearance: .plain, items: [])
      defer { list.tearDown() }
      let plain = PlainItems(items: ["a", "b", "c", "d"])
      list.collectionView.dataSource = plain
      list.collectionView.reloadData()
      list.collectionView.layoutIfNeeded()
      var options = DragableOptions.instant
      options.rowMoves = .automatic
      list.collectionView.dragableOptions = options
      list.collectionView.dragableDelegate = plain
      list.collectionView.dragable = true
      let helper = try XCTUnwrap(list.collectionView.dragableHelper)
      XCTAssertFalse(helper.dataSourceMovesRows)
      let finger = list.center(ofItemAt: IndexPath(item: 0, section: 0))
      let target = list.center(ofItemAt: IndexPath(item: 2, section: 0))

      helper.controller.handleGesture(.began, at: finger)
      move(helper.controller, from: finger, to: target, on: list)
      helper.controller.handleGesture(.ended, at: target)
      list.collectionView.layoutIfNeeded()

      XCTAssertEqual(plain.commits, 2)
      XCTAssertEqual(plain.items, ["b", "c", "a", "d"])
      for (index, text) in plain.items.enumerated() {
        let cell = list.collectionView.cellForItem(at: IndexPath(item: index, section: 0))
        let content = (cell as? UICollectionViewListCell)?.contentConfiguration
        XCTAssertEqual((content as? UIListContentConfiguration)?.text, text, "item \(index)")
      }
    }

    @MainActor
    func testANewLayoutObjectCancelsTheDrag() throws {
      let (list, mover) = dragList(["a", "b", "c"])
      defer { list.tearDown() }
      let helper = try XCTUnwrap(list.collectionView.dragableHelper)
      helper.controller.handleGesture(
        .began, at: list.center(ofItemAt: IndexPath(item: 1, section: 0)))
      XCTAssertTrue(helper.controller.isDragging)

      let grid = UICollectionViewCompositionalLayout.list(
        using: UICollectionLayoutListConfiguration(appearance: .plain))
      list.collectionView.collectionViewLayout = grid  // setCollectionViewLayout(_:animated: false)
      helper.noticeLayoutChange()

      XCTAssertFalse(helper.controller.isDragging, "cancelled")
      XCTAssertNil(HelperInternals.snapshot(of: helper))
      XCTAssertTrue(list.collectionView.visibleCells.allSatisfy { $0.layer.mask == nil })
      withExtendedLifetime(mover) {}
    }

    /// The drag delegate's optional methods are the table's, name for name (with
    /// `collectionView` for `tableView`): a delegate implementing them all answers every
    /// selector the first-gesture note checks on a table, so no name is a near miss of its twin,
    /// and the list's own note names none of them.
    @MainActor
    func testTheDelegatesNamesMirrorTheTables() {
      final class Full: NSObject, DragableCollectionDelegate {
        func collectionView(
          _ collectionView: UICollectionView, dragCellFrom fromIndexPath: IndexPath,
          to toIndexPath: IndexPath
        ) {}
        func collectionView(
          _ collectionView: UICollectionView, canDragCellFrom indexPath: IndexPath,
          withTouchPoint point: CGPoint
        ) -> Bool { true }
        func collectionView(
          _ collectionView: UICollectionView, canMoveCellWithAccessibilityAt indexPath: IndexPath
        ) -> Bool { true }
        func collectionView(_ collectionView: UICollectionView, canDragCellTo indexPath: IndexPath)
          -> Bool
        { true }
        func collectionView(
          _ collectionView: UICollectionView,
          targetIndexPathForDragFrom originalIndexPath: IndexPath,
          toProposedIndexPath proposedIndexPath: IndexPath
        ) -> IndexPath { proposedIndexPath }
        func collectionView(
          _ collectionView: UICollectionView, willBeginDraggingCellAt indexPath: IndexPath
        ) {}
        func collectionView(
          _ collectionView: UICollectionView, didEndDraggingCellFrom fromIndexPath: IndexPath,
          to toIndexPath: IndexPath
        ) {}
        func collectionView(
          _ collectionView: UICollectionView, didCancelDraggingCellAt indexPath: IndexPath?
        ) {}
      }
      let full = Full()
      let tableNames = GestureDelegateCheck.Feature.drag.optionalMethods
      XCTAssertEqual(tableNames.count, 7)
      for name in tableNames + ["tableView(_:dragCellFrom:to:)"] {
        let twin = "collectionView" + name.dropFirst("tableView".count)
        let selector = GestureDelegateCheck.selector(ofSwiftName: twin)
        XCTAssertTrue(full.responds(to: NSSelectorFromString(selector)), selector)
      }
      // The first press's coverage note on a list checks exactly these names.
      let check = GestureDelegateCheck(RowHostKind.list.dragDelegateCheck)
      XCTAssertNil(
        check.coverageNote(delegateType: "Full") { full.responds(to: NSSelectorFromString($0)) })
    }

    /// The diffable data source's `reorderingHandlers.canReorderItem` is respected: an item it
    /// refuses does not lift, with UIKit's drag interaction off (so the two coexist).
    @MainActor
    func testReorderingHandlersRefuseAnItemTheLibraryDoesNotLiftIt() throws {
      let (list, mover) = dragList(["a", "b", "c"])
      defer { list.tearDown() }
      let view = list.collectionView
      view.dragInteractionEnabled = false
      var handlers = list.source.reorderingHandlers
      handlers.canReorderItem = { $0 != "b" }
      list.source.reorderingHandlers = handlers
      let helper = try XCTUnwrap(view.dragableHelper)
      let b = list.center(ofItemAt: IndexPath(item: 1, section: 0))
      let c = list.center(ofItemAt: IndexPath(item: 2, section: 0))
      XCTAssertFalse(helper.controller.canBeginDrag(at: b, context: helper.gestureContext(at: b)))
      XCTAssertTrue(helper.controller.canBeginDrag(at: c, context: helper.gestureContext(at: c)))
      withExtendedLifetime(mover) {}
    }

    /// UIKit's `.reorder` grabber and the library's press coexist on one item: a press on the
    /// grabber, shown outside edit mode, is UIKit's; a press on the item's content is the
    /// library's; a grabber shown only in edit mode (the default) takes nothing outside it.
    @MainActor
    func testTheReorderGrabberKeepsItsPressAndTheRestOfTheItemIsTheDrags() throws {
      let (list, mover) = dragList(["a", "b", "c"])
      defer { list.tearDown() }
      let view = list.collectionView
      let helper = try XCTUnwrap(view.dragableHelper)
      let item = IndexPath(item: 1, section: 0)
      let cell = try XCTUnwrap(view.cellForItem(at: item) as? UICollectionViewListCell)
      let frame = try XCTUnwrap(view.layoutAttributesForItem(at: item)?.frame)
      let grabber = CGPoint(x: frame.maxX - 22, y: frame.midY)
      let content = CGPoint(x: frame.minX + 40, y: frame.midY)

      cell.accessories = [.reorder(displayed: .always)]
      cell.layoutIfNeeded()
      XCTAssertEqual(helper.gestureContext(at: grabber).conflict, .systemReorderControl)
      XCTAssertNil(helper.gestureContext(at: content).conflict)

      cell.accessories = [.reorder()]
      cell.layoutIfNeeded()
      XCTAssertNil(helper.gestureContext(at: grabber).conflict, "hidden outside edit mode")
      withExtendedLifetime(mover) {}
    }

    /// Swipe and drag on one list, as on the table: while an item's swipe is open a press on
    /// another item does not lift it (the press closes the swipe), and once it is closed it does.
    @MainActor
    func testAnOpenSwipeStandsThePressOnAnotherItemDown() throws {
      let (list, mover) = dragList(["a", "b", "c"])
      defer { list.tearDown() }
      let view = list.collectionView
      let helper = try XCTUnwrap(view.dragableHelper)
      view.showSwipeActions(
        forItemAt: IndexPath(item: 0, section: 0), edge: .trailing, animated: false)
      let other = list.center(ofItemAt: IndexPath(item: 2, section: 0))
      XCTAssertEqual(helper.gestureContext(at: other).conflict, .swipeIsActive)
      XCTAssertFalse(
        helper.controller.canBeginDrag(at: other, context: helper.gestureContext(at: other)))

      view.hideSwipeActions(animated: false)
      SwipeSettling.settle(view)
      XCTAssertNil(helper.gestureContext(at: other).conflict)
      XCTAssertTrue(
        helper.controller.canBeginDrag(at: other, context: helper.gestureContext(at: other)))
      withExtendedLifetime(mover) {}
    }

    @MainActor
    func testUIKitsOwnReordersStandThePressDownAsTheCoreDecides() throws {
      let list = ListFixture(appearance: .insetGrouped, items: ["a", "b", "c"])
      defer { list.tearDown() }
      let view = list.collectionView
      view.dragable = true
      let helper = try XCTUnwrap(view.dragableHelper)
      let point = list.center(ofItemAt: IndexPath(item: 1, section: 0))

      view.dragInteractionEnabled = true
      XCTAssertNil(helper.gestureContext(at: point).conflict, "nothing of UIKit's lifts")

      var handlers = list.source.reorderingHandlers
      handlers.canReorderItem = { _ in true }
      list.source.reorderingHandlers = handlers
      XCTAssertEqual(helper.gestureContext(at: point).conflict, .systemReorderingHandlers)
      view.dragInteractionEnabled = false
      XCTAssertNil(helper.gestureContext(at: point).conflict, "the iPhone default: coexist")

      let drag = SystemDrag()
      view.dragDelegate = drag
      view.dragInteractionEnabled = true
      XCTAssertEqual(helper.gestureContext(at: point).conflict, .systemDragAndDrop)
      view.dragDelegate = nil

      view.isEditing = true
      XCTAssertEqual(helper.gestureContext(at: point).conflict, .tableIsEditing)
    }
  }
#endif
