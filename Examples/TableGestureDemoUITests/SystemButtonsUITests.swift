import UIKit
import XCTest

/// The device run's cases on the demo's System swipe buttons screen (UIKit's own swipe, with the
/// system-button customiser installed): each button runs its own action in a row that mixes
/// styles, and a screenshot of UIKit's stock look.
final class SystemButtonsUITests: XCTestCase {
  private static let screen = "System swipe buttons"

  /// Case 8 (N15, iOS 17 and 18 above all): in a row whose actions are circular, stock and a
  /// custom view (outermost first), each button runs its own action. The buttons are tapped
  /// innermost first, so Delete, which may take its row away, comes last.
  @MainActor
  func testEachButtonOfAMixedStyleRowRunsItsOwnAction() throws {
    let app = launchDemo(on: Self.screen)
    let row = app.cells["Mixed styles"]
    XCTAssertTrue(row.waitForExistence(timeout: 5))
    let lastAction = app.staticTexts["lastAction"]
    dragAndHold(row, by: -200)
    keepScreenshot(of: app, named: "mixed styles open")
    let count = buttons(in: row, of: app).count
    XCTAssertEqual(count, 3, "the open row shows \(count) buttons, not 3")

    var ran: [String] = []
    for index in (0..<min(count, 3)).reversed() {
      if index < count - 1 { dragAndHold(row, by: -200) }
      let shown = buttons(in: row, of: app)
      guard shown.indices.contains(index) else { break }
      shown[index].tap()
      pause(0.5)
      ran.append(lastAction.label)
    }
    XCTAssertEqual(
      ran, ["Last action: Report", "Last action: Archive", "Last action: Delete"],
      "innermost to outermost")
  }

  /// Case 9, second half (N8, iOS 26): UIKit's own swipe in its stock look, next to the own
  /// engine's screenshot (`InboxUITests`).
  @MainActor
  func testScreenshotOfUIKitsOwnSwipe() {
    let app = launchDemo(on: Self.screen)
    let row = app.cells["System look"]
    XCTAssertTrue(row.waitForExistence(timeout: 5))
    dragAndHold(row, by: -150)
    pause(0.5)
    XCTAssertEqual(buttons(in: row, of: app).count, 1, "the Archive button is not shown")
    keepScreenshot(of: app, named: "UIKit's swipe, stock look")
  }

  /// The buttons shown over `row`'s band, outermost (rightmost) first.
  @MainActor
  private func buttons(in row: XCUIElement, of app: XCUIApplication) -> [XCUIElement] {
    let band = row.frame
    return app.buttons.allElementsBoundByIndex
      .filter { $0.frame.midY > band.minY && $0.frame.midY < band.maxY }
      .sorted { $0.frame.maxX > $1.frame.maxX }
  }
}
