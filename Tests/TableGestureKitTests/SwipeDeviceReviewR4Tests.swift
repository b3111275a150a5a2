#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// Device review r4 findings where only UIKit shows the wiring: a screen leaving its window with
  /// a row open deallocates (N6), a resize reaches the engine through the helper's subview (N7),
  /// a completion called off the main thread completes on it (N9), a diffable-style data source
  /// that commits but edits no row is no conflict (N10), and `setEditing(true, animated:)` closes
  /// the open row at once (F2). The engine's decisions are tested on Linux.
  final class SwipeDeviceReviewR4Tests: XCTestCase {
    typealias Screen = SwipeDeviceReviewTests.Screen

    /// A screen whose inner action keeps its completion for later, as a network call does.
    @MainActor
    final class WaitingScreen: Screen {
      var completion: ((Bool) -> Void)?

      override func tableView(
        _ tableView: UITableView, swipeActionsForRowAt indexPath: IndexPath,
        edge: SwipeableEdge
      ) -> SwipeableActionsConfiguration? {
        guard edge == .trailing else { return nil }
        let archive = SwipeableAction(title: "Archive") { _, _, done in
          self.completion = done
        }
        archive.width = 80
        let flag = SwipeableAction(title: "Flag") { _, _, done in done(true) }
        flag.width = 80
        return SwipeableActionsConfiguration(actions: [flag, archive])
      }
    }

    /// A data source that declares `commit` but says no row is editable, as every
    /// `UITableViewDiffableDataSource` that does not override `canEditRowAt` does.
    @MainActor
    final class NonEditingSource: SwipeDeviceReviewTests.CommittingSource {
      // Its Objective-C selector by hand: a subclass does not infer it from the protocol.
      @objc(tableView:canEditRowAtIndexPath:)
      func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    }

    /// Opens row 1's trailing buttons, taps its outermost one (Delete, whose handler deletes the
    /// row) and runs the engine's animation to its end.
    /// - Returns: the row's cell and its frame before the deletion.
    @MainActor
    static func tapDeleteOnOpenRow(of screen: Screen) throws -> (UITableViewCell, CGRect) {
      let row = IndexPath(row: 1, section: 0)
      screen.table.showSwipeActions(forRowAt: row, edge: .trailing, animated: false)
      let cell = try XCTUnwrap(screen.table.cellForRow(at: row))
      let rect = screen.table.rectForRow(at: row)
      screen.table.swipeableHelper?.perform { $0.tap(at: CGPoint(x: rect.maxX - 40, y: rect.midY)) }
      SwipeSettling.settle(screen.table)
      return (cell, rect)
    }

    /// N2(a): a tapped Delete whose handler deletes the row takes the leaving cell's content and
    /// its button strip to the full row width (the model values of the running animation).
    @MainActor
    func testATappedDeleteFillsTheLeavingCellToTheFullRowWidth() throws {
      let screen = Screen()
      defer { screen.fixture.tearDown() }
      let (cell, rect) = try Self.tapDeleteOnOpenRow(of: screen)

      XCTAssertEqual(screen.performed, ["delete b"])
      XCTAssertEqual(cell.layer.sublayerTransform.m41, -rect.width, accuracy: 0.5)
      let strip = try XCTUnwrap(cell.subviews.first { $0 is SwipeActionsView } as? SwipeActionsView)
      XCTAssertEqual(strip.frame.minX, rect.width, accuracy: 0.5)
      let delete = try XCTUnwrap(strip.buttons.first)
      XCTAssertEqual(delete.frame.minX, 0, accuracy: 0.5)
      XCTAssertEqual(delete.frame.width, rect.width, accuracy: 0.5)
    }

    /// N4: a deleted row's cell keeps its fill while its layer animates out, and is released at
    /// the first frame with no animation on it (UIKit has removed or pooled it), not after the
    /// 90-frame limit.
    @MainActor
    func testALeavingCellIsReleasedOnceItsAnimationsEnd() throws {
      let screen = Screen()
      defer { screen.fixture.tearDown() }
      let (cell, rect) = try Self.tapDeleteOnOpenRow(of: screen)
      let helper = try XCTUnwrap(screen.table.swipeableHelper)
      let link = CADisplayLink(target: FrameTarget(), selector: #selector(FrameTarget.frame))
      defer { link.invalidate() }

      for _ in 0..<3 { helper.displayLinkDidFire(link) }
      XCTAssertFalse(cell.layer.animationKeys()?.isEmpty ?? true, "the row animates out")
      XCTAssertEqual(cell.layer.sublayerTransform.m41, -rect.width, accuracy: 0.5)

      cell.layer.removeAllAnimations()
      helper.displayLinkDidFire(link)
      XCTAssertEqual(cell.layer.sublayerTransform.m41, 0, accuracy: 0.5)
    }

    /// A display link's target that does nothing: the test calls the helper itself.
    final class FrameTarget: NSObject {
      @objc func frame() {}
    }

    /// N6: popped with a row open, a screen whose handlers capture it strongly deallocates.
    @MainActor
    func testAScreenLeavingItsWindowWithARowOpenDeallocates() {
      weak var released: Screen?
      autoreleasepool {
        let screen = Screen()
        screen.table.showSwipeActions(
          forRowAt: IndexPath(row: 1, section: 0), edge: .trailing, animated: false)
        XCTAssertFalse(screen.table.swipeableHelper?.controller.isIdle ?? true)
        released = screen
        screen.fixture.tearDown()  // the table leaves its window, the row still open
      }
      RunLoopTurns.run { released == nil }
      XCTAssertNil(released, "the open row's handlers kept the screen alive")
    }

    /// N7: a resize with the row open and no event schedules the after-layout reconcile through
    /// the helper's subview; that reconcile re-measures the row at the new width.
    @MainActor
    func testAResizeWithARowOpenReachesTheEngineInTheLayoutPass() throws {
      let screen = Screen()
      defer { screen.fixture.tearDown() }
      let row = IndexPath(row: 1, section: 0)
      screen.table.showSwipeActions(forRowAt: row, edge: .trailing, animated: false)
      let helper = try XCTUnwrap(screen.table.swipeableHelper)
      screen.table.frame.size.width = 568
      screen.table.layoutIfNeeded()
      XCTAssertEqual(
        Mirror(reflecting: helper).descendant("reconcileScheduled") as? Bool, true,
        "the size change did not reach the engine")
      helper.perform { $0.reconcileCells() }  // what the scheduled block runs
      XCTAssertEqual(helper.controller.session.geometry?.rowWidth, 568)
      let cell = try XCTUnwrap(screen.table.cellForRow(at: row))
      XCTAssertEqual(
        Double(cell.layer.sublayerTransform.m41), Double(helper.controller.offset), accuracy: 0.5)
    }

    /// N9: a completion called off the main thread completes on it.
    @MainActor
    func testACompletionCalledOffTheMainThreadCompletesOnIt() async throws {
      let screen = WaitingScreen()
      defer { screen.fixture.tearDown() }
      let row = IndexPath(row: 1, section: 0)
      screen.table.showSwipeActions(forRowAt: row, edge: .trailing, animated: false)
      let rect = screen.table.rectForRow(at: row)
      screen.table.swipeableHelper?.perform {
        $0.tap(at: CGPoint(x: rect.maxX - 120, y: rect.midY))  // Archive (inner button)
      }
      let completion = try XCTUnwrap(screen.completion)
      nonisolated(unsafe) let call = completion
      await Task.detached { call(false) }.value
      try await Task.sleep(nanoseconds: 100_000_000)  // the main queue runs the hop
      SwipeSettling.settle(screen.table)
      XCTAssertTrue(screen.table.swipeableHelper?.controller.isIdle == true)
      XCTAssertEqual(screen.endedOnMainThread, [true])
    }

    /// N10: a data source that commits edits but edits no row arms nothing.
    @MainActor
    func testADataSourceThatCommitsButEditsNoRowIsNoConflict() throws {
      let screen = Screen()
      defer { screen.fixture.tearDown() }
      let source = NonEditingSource()
      screen.table.dataSource = source
      screen.table.reloadData()
      let found = try XCTUnwrap(screen.table.swipeableHelper?.reportSystemSwipeConflict())
      XCTAssertTrue(found.commitsEditing)
      XCTAssertEqual(found.rowEditing, .notEditable)
      XCTAssertFalse(found.isArmed)
      withExtendedLifetime(source) {}
    }

    /// F2: `setEditing(true, animated: true)` with a row open closes it then (the helper
    /// observes `isEditing`); the device run tells whether UIKit's animated setter notifies.
    @MainActor
    func testSetEditingAnimatedWithARowOpenClosesItAtOnce() throws {
      let screen = Screen()
      defer { screen.fixture.tearDown() }
      let row = IndexPath(row: 0, section: 0)
      screen.table.showSwipeActions(forRowAt: row, edge: .trailing, animated: false)
      screen.table.setEditing(true, animated: true)
      XCTAssertTrue(screen.table.swipeableHelper?.controller.isIdle == true)
      let cell = try XCTUnwrap(screen.table.cellForRow(at: row))
      XCTAssertEqual(cell.layer.sublayerTransform.m41, 0)
    }
  }
#endif
