import UIKit
import XCTest

/// What the demo's UI tests share: launching the app on one of its screens, a finger dragging a
/// row, and reading what the screen reports (`InboxViewController`, `SystemButtonsViewController`).
extension XCTestCase {
  /// The demo's bundle identifier (`Examples/TableGestureDemo.swiftpm/Package.swift`): the UI
  /// tests run from a UI-testing target of another project (an app package holds none), so they
  /// launch the demo by it; install the demo on the run destination first.
  static var demoBundleIdentifier: String { "com.example.TableGestureDemo" }

  /// Launches the demo (portrait) and opens the menu row titled `screen`.
  @MainActor
  func launchDemo(on screen: String) -> XCUIApplication {
    XCUIDevice.shared.orientation = .portrait
    let app = XCUIApplication(bundleIdentifier: Self.demoBundleIdentifier)
    app.launch()
    let row = app.staticTexts[screen]
    XCTAssertTrue(row.waitForExistence(timeout: 10), "the menu has no row \(screen)")
    row.tap()
    return app
  }

  /// A finger that lands on `cell` (20 % in from the edge it leaves), drags `distance` points
  /// sideways at XCUITest's slow speed and holds still before it lifts, so that the row settles
  /// by where it is, not by a flick.
  @MainActor
  func dragAndHold(_ cell: XCUIElement, by distance: CGFloat) {
    let start = cell.coordinate(
      withNormalizedOffset: CGVector(dx: distance < 0 ? 0.8 : 0.2, dy: 0.5))
    start.press(
      forDuration: 0.05, thenDragTo: start.withOffset(CGVector(dx: distance, dy: 0)),
      withVelocity: .slow, thenHoldForDuration: 0.3)
  }

  /// Waits until `element`'s label is `expected` (at most `timeout` seconds) and returns the label.
  @MainActor
  func label(of element: XCUIElement, becoming expected: String, timeout: TimeInterval = 2)
    -> String
  {
    let deadline = Date(timeIntervalSinceNow: timeout)
    while element.label != expected, Date() < deadline {
      RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
    }
    return element.label
  }

  /// Keeps a screenshot of the whole screen with the test's results, named `name`.
  @MainActor
  func keepScreenshot(of app: XCUIApplication, named name: String) {
    let attachment = XCTAttachment(screenshot: app.screenshot())
    attachment.name = name
    attachment.lifetime = .keepAlways
    add(attachment)
  }

  /// Waits `seconds` with the run loop turning (the app animates meanwhile).
  @MainActor
  func pause(_ seconds: TimeInterval) {
    RunLoop.main.run(until: Date(timeIntervalSinceNow: seconds))
  }
}
