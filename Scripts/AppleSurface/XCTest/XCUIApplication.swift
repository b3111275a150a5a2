// UI testing (XCUIAutomation, which XCTest re-exports from Xcode 16.3), as far as the example
// app's UI tests (Examples/TableGestureDemoUITests) use it. Every class is `@MainActor`, as each
// page shows (`@MainActor class XCUIApplication`, `XCUIElement`, `XCUICoordinate`).
import UIKit

// https://developer.apple.com/documentation/xcuiautomation/xcuiapplication
@MainActor
open class XCUIApplication: XCUIElement {
  // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/init()
  public override init() { declarationOnly() }

  // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/init(bundleidentifier:)
  public init(bundleIdentifier: String) { declarationOnly() }

  // https://developer.apple.com/documentation/xcuiautomation/xcuiapplication/launch()
  open func launch() { declarationOnly() }
}
