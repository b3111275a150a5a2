#if canImport(UIKit)
  import ObjectiveC
  @_spi(Headless) import TableGestureCore
  @_spi(Headless) import TableGestureSystemSwipeCore
  import TableGestureKit
  import UIKit
  import XCTest
  @testable import TableGestureSystemSwipe

  /// The customiser is switched on by `install()` and by nothing else: setting a custom style,
  /// reading `status` and moving to the library's own engine leave UIKit untouched.
  ///
  /// One test, in order, because the switch is per process and cannot be turned off again.
  final class SwipeButtonCustomizationSwitchTests: XCTestCase {
    @MainActor
    func testOnlyInstallSwitchesTheCustomiserOn() throws {
      try XCTSkipIf(
        SystemSwipeButtonsSwitch.process.isOn,
        "the customiser was installed earlier in this process")
      let pullViewClass: AnyClass? = NSClassFromString("UISwipeActionPullView")
      let before = layoutImplementation(of: pullViewClass)

      let action = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
        done(true)
      }
      action.preferredButtonStyle = .circular
      let configuration = StyledSwipeActionsConfiguration(actions: [action])
      configuration.preferredButtonStyle = .customView
      _ = SwipeableActionsConfiguration(configuration)
      for _ in 0..<2 {
        XCTAssertEqual(SwipeButtonCustomization.status.unavailability, .notInstalled)
        XCTAssertTrue(SwipeButtonCustomization.status.isCertain)
      }
      XCTAssertFalse(SystemSwipeButtonsSwitch.process.isOn)
      XCTAssertEqual(layoutImplementation(of: pullViewClass), before)

      SwipeButtonCustomization.install()
      XCTAssertTrue(SystemSwipeButtonsSwitch.process.isOn)
      XCTAssertNotEqual(SwipeButtonCustomization.status.unavailability, .notInstalled)
      let installed = layoutImplementation(of: pullViewClass)
      if pullViewClass != nil {
        XCTAssertTrue(SystemSwipeButtonsSwitch.process.layoutHookInstalled)
        XCTAssertNotEqual(installed, before)
      }
      SwipeButtonCustomization.install()
      XCTAssertEqual(layoutImplementation(of: pullViewClass), installed, "installed twice")
    }

    /// The class's own or inherited `layoutSubviews` implementation (`nil` without the class).
    @MainActor
    private func layoutImplementation(of viewClass: AnyClass?) -> IMP? {
      guard let viewClass else { return nil }
      return class_getInstanceMethod(viewClass, #selector(UIView.layoutSubviews))
        .map(method_getImplementation)
    }
  }
#endif
