import UIKit
import XCTest

/// The device run's cases on the demo's Inbox (device review r5, §5; `docs/device-checklist.md`
/// section 3), with real touches: how far the list scrolls for a short drag, a short drag left
/// that opens a row, a tap on another row's avatar while a row is open, a swipe right on a
/// pushed screen, and an open row through a rotation.
final class InboxUITests: XCTestCase {
  private static let inbox = "Inbox (own swipe engine)"

  /// Case 4 (N1 on real touch delivery): the table's scroll pan begins at 10 pt of travel, so a
  /// 12-pt drag moves the content by about 2 pt; the library's pan does not hold it back. A 40-pt
  /// drag to the left, released moving, opens the row.
  @MainActor
  func testA12PointDragScrollsByAbout2PointsAndA40PointDragLeftOpensTheRow() throws {
    let app = launchDemo(on: Self.inbox)
    let table = app.tables["inbox"]
    XCTAssertTrue(table.waitForExistence(timeout: 5))
    let cell = table.cells.element(boundBy: 2)
    let start = cell.coordinate(withNormalizedOffset: CGVector(dx: 0.5, dy: 0.5))
    start.press(
      forDuration: 0.05, thenDragTo: start.withOffset(CGVector(dx: 0, dy: -12)),
      withVelocity: .slow, thenHoldForDuration: 0.1)
    let travel = try XCTUnwrap(Double(table.value as? String ?? ""), "no travel reported")
    XCTAssertGreaterThan(travel, 0.5, "a 12-pt drag did not scroll the list")
    XCTAssertLessThan(travel, 4, "the list moved more than the 2 pt past the scroll pan's 10")

    let row = table.cells.element(boundBy: 0)
    let right = row.coordinate(withNormalizedOffset: CGVector(dx: 0.8, dy: 0.5))
    right.press(forDuration: 0.05, thenDragTo: right.withOffset(CGVector(dx: -40, dy: 0)))
    let state = app.staticTexts["swipeState"]
    XCTAssertEqual(label(of: state, becoming: "Swiping Ada, trailing"), "Swiping Ada, trailing")
  }

  /// Case 5 (R5-2): with a row open, a tap on another row's avatar only closes the open row; the
  /// avatar's tap recogniser, which fires when no row is open, does not.
  @MainActor
  func testWithARowOpenATapOnAnotherRowsAvatarOnlyClosesTheRow() {
    let app = launchDemo(on: Self.inbox)
    let table = app.tables["inbox"]
    XCTAssertTrue(table.waitForExistence(timeout: 5))
    let taps = app.staticTexts["avatarTaps"]
    let state = app.staticTexts["swipeState"]
    tapAvatar(of: table.cells.element(boundBy: 1))
    XCTAssertEqual(label(of: taps, becoming: "Avatar taps: 1"), "Avatar taps: 1", "no row open")

    dragAndHold(table.cells.element(boundBy: 0), by: -170)
    XCTAssertEqual(label(of: state, becoming: "Swiping Ada, trailing"), "Swiping Ada, trailing")
    tapAvatar(of: table.cells.element(boundBy: 2))

    XCTAssertEqual(label(of: state, becoming: "No row swiped"), "No row swiped", "not closed")
    XCTAssertEqual(taps.label, "Avatar taps: 1", "the avatar's own tap ran while a row was open")
  }

  /// Case 6 (N1, iOS 26): on a pushed screen a swipe to the right on a row with leading actions
  /// opens the row; the iOS 26 content back-swipe waits for the library's pan and does not pop.
  @MainActor
  func testOnThePushedScreenASwipeRightOpensTheRowAndDoesNotGoBack() {
    let app = launchDemo(on: Self.inbox)
    let table = app.tables["inbox"]
    XCTAssertTrue(table.waitForExistence(timeout: 5))
    dragAndHold(table.cells.element(boundBy: 0), by: 120)
    let state = app.staticTexts["swipeState"]
    XCTAssertEqual(label(of: state, becoming: "Swiping Ada, leading"), "Swiping Ada, leading")
    XCTAssertTrue(app.navigationBars[Self.inbox].exists, "the swipe went back to the menu")
    keepScreenshot(of: app, named: "leading actions open on a pushed screen")
  }

  /// Case 7 (N7; on an iPad, or an iPhone turned): an open row stays open through a rotation, its
  /// buttons flush with the row's trailing edge (judged on the kept screenshots).
  @MainActor
  func testAnOpenRowStaysOpenThroughARotation() {
    let app = launchDemo(on: Self.inbox)
    let table = app.tables["inbox"]
    XCTAssertTrue(table.waitForExistence(timeout: 5))
    dragAndHold(table.cells.element(boundBy: 0), by: -170)
    let state = app.staticTexts["swipeState"]
    XCTAssertEqual(label(of: state, becoming: "Swiping Ada, trailing"), "Swiping Ada, trailing")
    keepScreenshot(of: app, named: "open row, portrait")
    XCUIDevice.shared.orientation = .landscapeLeft
    pause(0.5)
    keepScreenshot(of: app, named: "open row, 0.5 s after turning to landscape")
    XCTAssertEqual(state.label, "Swiping Ada, trailing", "the rotation closed the row")
    XCUIDevice.shared.orientation = .portrait
  }

  /// Case 9, first half (N8, iOS 26): the library's own engine in the system's look, kept as a
  /// screenshot for comparison with UIKit's own swipe (`SystemButtonsUITests`).
  @MainActor
  func testScreenshotOfTheOwnEngineInTheSystemsLook() {
    let app = launchDemo(on: Self.inbox)
    let table = app.tables["inbox"]
    XCTAssertTrue(table.waitForExistence(timeout: 5))
    app.switches.element(boundBy: 1).tap()  // System's look
    dragAndHold(table.cells.element(boundBy: 0), by: -170)
    let state = app.staticTexts["swipeState"]
    XCTAssertEqual(label(of: state, becoming: "Swiping Ada, trailing"), "Swiping Ada, trailing")
    pause(0.5)
    keepScreenshot(of: app, named: "own engine, system's look")
  }

  /// Taps the avatar at the leading edge of `cell` (left to right: the image sits in the first
  /// 16–50 pt of the row).
  @MainActor
  private func tapAvatar(of cell: XCUIElement) {
    cell.coordinate(withNormalizedOffset: CGVector(dx: 0, dy: 0.5))
      .withOffset(CGVector(dx: 32, dy: 0)).tap()
  }
}
