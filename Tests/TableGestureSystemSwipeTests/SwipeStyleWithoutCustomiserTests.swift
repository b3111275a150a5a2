#if canImport(UIKit)
  import ObjectiveC
  @_spi(Headless) import TableGestureCore
  @_spi(Headless) import TableGestureSystemSwipeCore
  import UIKit
  import XCTest
  @testable import TableGestureKit
  @testable import TableGestureSystemSwipe

  /// Without the system-button customiser (this target does not link `TableGestureSystemSwipe`),
  /// a custom style stays on the action for the library's own engine and touches nothing in
  /// UIKit: the switch stays off and the private pull view's layout is the system's.
  final class SwipeStyleWithoutCustomiserTests: XCTestCase {
    @MainActor
    func testACustomStyleInstallsNothingAndStillReachesTheEngine() throws {
      try XCTSkipIf(
        SystemSwipeButtonsSwitch.process.isOn, "the customiser was installed in this process")
      let pullViewClass: AnyClass? = NSClassFromString("UISwipeActionPullView")
      let before = pullViewClass.flatMap {
        class_getInstanceMethod($0, #selector(UIView.layoutSubviews)).map(method_getImplementation)
      }

      let action = UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }
      action.preferredButtonStyle = .circular
      action.preferredButtonWidth = 60
      let configuration = StyledSwipeActionsConfiguration(actions: [action])
      configuration.preferredButtonStyle = .customView
      let moved = SwipeableActionsConfiguration(configuration)

      XCTAssertFalse(SystemSwipeButtonsSwitch.process.isOn)
      XCTAssertEqual(action.preferredButtonStyle, .customView)
      XCTAssertEqual(moved.actions.first?.width, 60)
      let after = pullViewClass.flatMap {
        class_getInstanceMethod($0, #selector(UIView.layoutSubviews)).map(method_getImplementation)
      }
      XCTAssertEqual(after, before)
    }
  }
#endif
