#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit
  import XCTest
  @testable import TableGestureKit

  /// Device review r4, N1: the library's recognizers are wired as `LibraryGestureRules.current`
  /// says, the rules the simulated table's arbitration measures on Linux (`GestureFeelN1Tests`,
  /// `tablesim --feel`). The table's scroll pan races the swipe pan, as it races UIKit's own; the
  /// iOS 26 content back-swipe waits for it, as it waits for UIKit's; the drag press recognizes
  /// alongside the scroll pan only. (UIKit's touch delivery itself cannot be driven from a unit
  /// test.)
  final class GestureArbitrationWiringTests: XCTestCase {
    @MainActor
    func testTheTablesScrollPanDoesNotWaitForTheSwipePan() throws {
      let fixture = TableFixture(height: 440)
      defer { fixture.tearDown() }
      fixture.table.swipeable = true
      let helper = try XCTUnwrap(fixture.table.swipeableHelper)
      let scroll = fixture.table.panGestureRecognizer

      XCTAssertFalse(helper.gestureRecognizer(helper.pan, shouldBeRequiredToFailBy: scroll))
      XCTAssertFalse(
        helper.gestureRecognizer(helper.pan, shouldRecognizeSimultaneouslyWith: scroll))
      XCTAssertFalse(LibraryGestureRules.current.swipePanIsRequiredToFail(by: .tableScroll))
    }

    /// A pushed screen's view joins the navigation controller's hierarchy at its next layout pass,
    /// so the window is laid out before the table looks up its responder chain. The content
    /// back-swipe exists only where UIKit makes it
    /// (`+[_UIParallaxTransitionPanGestureRecognizer isContentBackSwipeEnabled]`, decompiled
    /// `_UINavigationInteractiveTransitionBase`): without it there is nothing to wire, and the
    /// test says so rather than passing.
    @MainActor
    func testOnIOS26TheContentBackSwipeOfAPushedScreenWaitsForTheSwipePan() throws {
      guard #available(iOS 26.0, *) else {
        throw XCTSkip("interactiveContentPopGestureRecognizer is new in iOS 26")
      }
      let fixture = TableFixture(height: 440)
      defer { fixture.tearDown() }
      let navigation = UINavigationController(
        rootViewController: UIViewController(nibName: nil, bundle: nil))
      fixture.window.rootViewController = navigation
      fixture.window.layoutIfNeeded()
      let screen = UIViewController(nibName: nil, bundle: nil)
      navigation.pushViewController(screen, animated: false)
      fixture.window.layoutIfNeeded()
      screen.view.addSubview(fixture.table)
      XCTAssertTrue(navigation.topViewController === screen)
      XCTAssertTrue(
        fixture.table.window === fixture.window, "the pushed screen is not in the window")
      fixture.table.swipeable = true
      let helper = try XCTUnwrap(fixture.table.swipeableHelper)
      let contentPop: UIGestureRecognizer? = navigation.interactiveContentPopGestureRecognizer
      guard let pop = contentPop else {
        throw XCTSkip("this iOS 26 system makes no content back-swipe (isContentBackSwipeEnabled)")
      }

      XCTAssertTrue(helper.gestureRecognizer(helper.pan, shouldBeRequiredToFailBy: pop))
      XCTAssertFalse(
        helper.gestureRecognizer(
          helper.pan, shouldBeRequiredToFailBy: fixture.table.panGestureRecognizer))
    }

    @MainActor
    func testTheDragPressKeepsUIKitsMovementAndRecognizesAlongsideTheScrollPanOnly() throws {
      let fixture = TableFixture(height: 440)
      defer { fixture.tearDown() }
      fixture.table.dragable = true
      fixture.table.swipeable = true
      let press = try XCTUnwrap(fixture.table.dragableGestureRecognizer)
      let helper = try XCTUnwrap(fixture.table.dragableHelper)
      let swipe = try XCTUnwrap(fixture.table.swipeableHelper)

      XCTAssertEqual(press.minimumPressDuration, 0.5)
      XCTAssertEqual(press.allowableMovement, 10)
      XCTAssertTrue(
        helper.gestureRecognizer(
          press, shouldRecognizeSimultaneouslyWith: fixture.table.panGestureRecognizer))
      XCTAssertFalse(helper.gestureRecognizer(press, shouldRecognizeSimultaneouslyWith: swipe.pan))
    }
  }
#endif
