#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// Device review r2 findings that only UIKit can show: a screen whose handlers capture it
  /// strongly deallocates (F1), edit mode switched on with a row open (F2), a reloaded row's
  /// replaced cell (D1), a deleted row keeping its look while it animates out (V1), a drag
  /// beginning with a row open (M7), the undecided swipe pan (M5) and the shield over other rows'
  /// controls (M9).
  final class SwipeDeviceReviewTests: XCTestCase {
    /// A screen as apps write it: it owns its table and data, and its handlers capture it
    /// strongly (as every migrated `UIContextualAction` handler does).
    @MainActor
    class Screen: SwipeTestScreen {
      private(set) var performed: [String] = []
      /// The `sourceView` each handler received.
      private(set) var sources: [UIView] = []
      /// For each end of a swipe, whether it was told on the main thread.
      private(set) var endedOnMainThread: [Bool] = []

      override func tableView(
        _ tableView: UITableView, swipeActionsForRowAt indexPath: IndexPath,
        edge: SwipeableEdge
      ) -> SwipeableActionsConfiguration? {
        guard edge == .trailing else { return nil }
        // Strong capture of self, on purpose (device review r2, F1).
        let delete = SwipeableAction(style: .destructive, title: "Delete") { _, source, done in
          self.sources.append(source)
          self.performed.append("delete \(self.items[indexPath.row])")
          self.items.remove(at: indexPath.row)
          self.table.deleteRows(at: [indexPath], with: .automatic)
          done(true)
        }
        delete.width = 80
        return SwipeableActionsConfiguration(actions: [delete])
      }

      func tableView(_ tableView: UITableView, didEndSwipingRowAt indexPath: IndexPath?) {
        endedOnMainThread.append(Thread.isMainThread)
      }
    }

    /// A data source that arms UIKit's swipe-to-delete.
    @MainActor
    class CommittingSource: NSObject, UITableViewDataSource {
      func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

      func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
        -> UITableViewCell
      {
        tableView.dequeueReusableCell(withIdentifier: TableFixture.cellIdentifier, for: indexPath)
      }

      func tableView(
        _ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
        forRowAt indexPath: IndexPath
      ) {}
    }

    @MainActor
    func testAScreenWhoseHandlersCaptureItStronglyDeallocatesAfterASwipe() {
      weak var released: Screen?
      autoreleasepool {
        let screen = Screen()
        let row = IndexPath(row: 1, section: 0)
        screen.table.showSwipeActions(forRowAt: row, edge: .trailing, animated: false)
        screen.table.hideSwipeActions(animated: false)
        released = screen
        screen.fixture.tearDown()
      }
      RunLoopTurns.run { released == nil }
      XCTAssertNil(released, "a kept configuration kept the screen alive through its handler")
    }

    @MainActor
    func testAScreenDeallocatesAfterADeleteWhoseCellKeptItsButtons() {
      weak var released: Screen?
      autoreleasepool {
        let screen = Screen()
        let row = IndexPath(row: 1, section: 0)
        screen.table.showSwipeActions(forRowAt: row, edge: .trailing, animated: false)
        let rect = screen.table.rectForRow(at: row)
        screen.table.swipeableHelper?.perform {
          $0.tap(at: CGPoint(x: rect.maxX - 40, y: rect.midY))
        }
        SwipeSettling.settle(screen.table)
        XCTAssertEqual(screen.performed, ["delete b"])
        released = screen
        screen.fixture.tearDown()
      }
      // The row animates out for about 0.3 s; UIKit holds the table until it ends.
      RunLoopTurns.run { released == nil }
      XCTAssertNil(released, "the deleted row's buttons kept the screen alive through a handler")
    }

    @MainActor
    func testADataSourceThatArmsUIKitsSwipeToDeleteIsDetectedAndAPlainOneIsNot() throws {
      let screen = Screen()
      defer { screen.fixture.tearDown() }
      let plain = try XCTUnwrap(screen.table.swipeableHelper?.reportSystemSwipeConflict())
      XCTAssertFalse(plain.isArmed)
      let committing = CommittingSource()
      screen.table.dataSource = committing
      let armed = try XCTUnwrap(screen.table.swipeableHelper?.reportSystemSwipeConflict())
      XCTAssertTrue(armed.commitsEditing)
      XCTAssertNotNil(armed.message)
      withExtendedLifetime(committing) {}
    }

    /// V3: an inset-grouped cell is narrower than its table; while open it clips to its
    /// rounded shape (its buttons with it), and closing gives back its own clipping.
    @MainActor
    func testAnInsetGroupedCellClipsWhileOpenAndNotAfter() throws {
      let screen = Screen(style: .insetGrouped)
      defer { screen.fixture.tearDown() }
      let row = IndexPath(row: 0, section: 0)
      let cell = try XCTUnwrap(screen.table.cellForRow(at: row))
      let clippedBefore = cell.clipsToBounds
      XCTAssertLessThan(cell.bounds.width, screen.table.bounds.width)
      screen.table.showSwipeActions(forRowAt: row, edge: .trailing, animated: false)
      XCTAssertTrue(cell.clipsToBounds)
      XCTAssertLessThan(cell.layer.sublayerTransform.m41, 0)
      screen.table.hideSwipeActions(animated: false)
      XCTAssertEqual(cell.clipsToBounds, clippedBefore)
      XCTAssertEqual(cell.layer.sublayerTransform.m41, 0)
    }

    /// Right to left: the trailing actions come out of the left edge, so the row slides right.
    @MainActor
    func testRightToLeftTheTrailingButtonsOpenFromTheLeft() throws {
      let screen = Screen()
      defer { screen.fixture.tearDown() }
      screen.table.semanticContentAttribute = .forceRightToLeft
      let row = IndexPath(row: 0, section: 0)
      screen.table.showSwipeActions(forRowAt: row, edge: .trailing, animated: false)
      let cell = try XCTUnwrap(screen.table.cellForRow(at: row))
      XCTAssertEqual(cell.layer.sublayerTransform.m41, 80, accuracy: 0.5)
    }

    @MainActor
    func testEditModeOnWithARowOpenClosesItAtTheNextTouchWithoutUsingIt() throws {
      let screen = Screen()
      defer { screen.fixture.tearDown() }
      let row = IndexPath(row: 0, section: 0)
      screen.table.showSwipeActions(forRowAt: row, edge: .trailing, animated: false)
      screen.table.setEditing(true, animated: false)
      let point = screen.fixture.center(ofRowAt: IndexPath(row: 2, section: 0))
      var used = true
      screen.table.swipeableHelper?.perform { used = $0.touchDown(at: point) }

      XCTAssertFalse(used, "the touch was used to close the row")
      XCTAssertTrue(screen.table.swipeableDismissalGestureRecognizer?.isEnabled == false)
      let cell = try XCTUnwrap(screen.table.cellForRow(at: row))
      XCTAssertEqual(cell.layer.sublayerTransform.m41, 0)
      XCTAssertTrue(cell.isUserInteractionEnabled)
    }

    /// M5: the table's swipe pan is the library's undecided pan, wired to the engine's judgement:
    /// it waits below the hysteresis and fails (so the table scrolls) when the finger turns
    /// vertical first. (UIKit's touch delivery itself cannot be driven from a unit test.)
    @MainActor
    func testTheSwipePanWaitsForTheEngineAndFailsWhenTheFingerTurnsVertical() throws {
      let screen = Screen()
      defer { screen.fixture.tearDown() }
      let helper = try XCTUnwrap(screen.table.swipeableHelper)
      let decide = try XCTUnwrap(helper.pan.decide)
      let start = screen.fixture.center(ofRowAt: IndexPath(row: 1, section: 0))

      XCTAssertEqual(decide(start, CGPoint(x: -12, y: 1)), .wait)
      XCTAssertEqual(decide(start, CGPoint(x: -15, y: 26)), .fail)
      XCTAssertEqual(decide(start, CGPoint(x: -26, y: 2)), .begin)
      XCTAssertTrue(helper.controller.isIdle)
    }

    /// M9: while a row is open, a press that begins at touch down and cancels the touch's
    /// delivery to views stands between the user and the controls of other rows; it lets touches
    /// in the open row through and is off once the row is at rest.
    @MainActor
    func testWhileARowIsOpenTouchesInOtherRowsReachNoControl() throws {
      let screen = Screen()
      defer { screen.fixture.tearDown() }
      let helper = try XCTUnwrap(screen.table.swipeableHelper)
      let row = IndexPath(row: 1, section: 0)
      XCTAssertFalse(helper.shield.isEnabled)
      screen.table.showSwipeActions(forRowAt: row, edge: .trailing, animated: false)

      XCTAssertTrue(helper.shield.isEnabled)
      XCTAssertTrue(helper.shield.cancelsTouchesInView)
      XCTAssertEqual(helper.shield.minimumPressDuration, 0)
      let other = screen.fixture.center(ofRowAt: IndexPath(row: 3, section: 0))
      XCTAssertTrue(helper.controller.touchOnlyCloses(at: other))
      XCTAssertFalse(helper.controller.touchOnlyCloses(at: screen.fixture.center(ofRowAt: row)))
      screen.table.hideSwipeActions(animated: false)
      XCTAssertFalse(helper.shield.isEnabled)
    }

    /// M7: a drag that begins closes the open row through the swipe helper, so the dismissal tap
    /// is off afterwards (it stayed on, swallowing the next tap, until the next swipe event).
    @MainActor
    func testADragBeginningClosesTheOpenRowAndTurnsTheDismissalTapOff() throws {
      let screen = Screen()
      defer { screen.fixture.tearDown() }
      let row = IndexPath(row: 1, section: 0)
      screen.table.showSwipeActions(forRowAt: row, edge: .trailing, animated: false)
      XCTAssertTrue(screen.table.swipeableDismissalGestureRecognizer?.isEnabled == true)
      screen.table.dragable = true
      let drag = try XCTUnwrap(screen.table.dragableHelper)

      drag.dragWillBegin(at: IndexPath(row: 2, section: 0))

      XCTAssertTrue(screen.table.swipeableHelper?.controller.isIdle == true)
      XCTAssertTrue(screen.table.swipeableDismissalGestureRecognizer?.isEnabled == false)
      let cell = try XCTUnwrap(screen.table.cellForRow(at: row))
      XCTAssertEqual(cell.layer.sublayerTransform.m41, 0)
      drag.dragDidCancel(restingAt: IndexPath(row: 2, section: 0))
    }

    @MainActor
    func testATapWhereTheButtonWasAfterReloadRowsRunsNoAction() throws {
      let screen = Screen()
      defer { screen.fixture.tearDown() }
      let row = IndexPath(row: 1, section: 0)
      screen.table.showSwipeActions(forRowAt: row, edge: .trailing, animated: false)
      let old = try XCTUnwrap(screen.table.cellForRow(at: row))
      screen.table.reloadRows(at: [row], with: .none)
      screen.table.layoutIfNeeded()
      XCTAssertFalse(screen.table.cellForRow(at: row) === old, "UIKit kept the cell")
      let rect = screen.table.rectForRow(at: row)
      let onButton = CGPoint(x: rect.maxX - 40, y: rect.midY)
      screen.table.swipeableHelper?.perform {
        $0.touchDown(at: onButton)
        $0.tap(at: onButton)
      }
      SwipeSettling.settle(screen.table)

      XCTAssertEqual(screen.performed, [])
      XCTAssertEqual(screen.items.count, 4)
      XCTAssertTrue(screen.table.swipeableHelper?.controller.isIdle == true)
    }

    @MainActor
    func testADeletedRowKeepsItsOffsetAndButtonsWhileItAnimatesOut() throws {
      let screen = Screen()
      defer { screen.fixture.tearDown() }
      let row = IndexPath(row: 1, section: 0)
      screen.table.showSwipeActions(forRowAt: row, edge: .trailing, animated: false)
      let cell = try XCTUnwrap(screen.table.cellForRow(at: row))
      let open = cell.layer.sublayerTransform.m41
      XCTAssertLessThan(open, 0)
      let rect = screen.table.rectForRow(at: row)
      let onButton = CGPoint(x: rect.maxX - 40, y: rect.midY)
      screen.table.swipeableHelper?.perform { $0.tap(at: onButton) }
      SwipeSettling.settle(screen.table)

      XCTAssertEqual(screen.performed, ["delete b"])
      // The handler's anchor is the row's cell, which outlives the buttons (M1).
      XCTAssertTrue(screen.sources.first === cell)
      // The run loop has not turned: UIKit's delete animation is still in flight, and the
      // leaving cell fills the row, as UIKit's own swipe does (device review r4, N2).
      XCTAssertEqual(cell.layer.sublayerTransform.m41, -rect.width, accuracy: 0.5)
      XCTAssertNotNil(cell.subviews.first { $0 is SwipeActionsView })
    }
  }
#endif
