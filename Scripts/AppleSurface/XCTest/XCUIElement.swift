import UIKit

// https://developer.apple.com/documentation/xcuiautomation/xcuielement
// Adopts XCUIElementAttributes and XCUIElementTypeQueryProvider (its page's Relationships).
@MainActor
open class XCUIElement: NSObject, XCUIElementAttributes, XCUIElementTypeQueryProvider {
  // The class has no public initializer: elements come from queries.
  override init() { declarationOnly() }

  // https://developer.apple.com/documentation/xcuiautomation/xcuielement/exists
  open var exists: Bool { declarationOnly() }

  // https://developer.apple.com/documentation/xcuiautomation/xcuielement/waitforexistence(timeout:)
  open func waitForExistence(timeout: TimeInterval) -> Bool { declarationOnly() }

  // https://developer.apple.com/documentation/xcuiautomation/xcuielement/tap()
  open func tap() { declarationOnly() }

  // https://developer.apple.com/documentation/xcuiautomation/xcuielement/coordinate(withnormalizedoffset:)
  open func coordinate(withNormalizedOffset normalizedOffset: CGVector) -> XCUICoordinate {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/xcuiautomation/xcuiscreenshotproviding/screenshot()
  open func screenshot() -> XCUIScreenshot { declarationOnly() }

  // XCUIElementAttributes
  // https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/frame
  open var frame: CGRect { declarationOnly() }
  // https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/value
  open var value: Any? { declarationOnly() }
  // https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes/label
  open var label: String { declarationOnly() }

  // XCUIElementTypeQueryProvider
  // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/tables
  open var tables: XCUIElementQuery { declarationOnly() }
  // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/cells
  open var cells: XCUIElementQuery { declarationOnly() }
  // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/buttons
  open var buttons: XCUIElementQuery { declarationOnly() }
  // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/statictexts
  open var staticTexts: XCUIElementQuery { declarationOnly() }
  // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/switches
  open var switches: XCUIElementQuery { declarationOnly() }
  // https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider/navigationbars
  open var navigationBars: XCUIElementQuery { declarationOnly() }
}

// https://developer.apple.com/documentation/xcuiautomation/xcuielementattributes
// The attributes an element reports; the members used are declared on XCUIElement above.
@MainActor
public protocol XCUIElementAttributes {
  var frame: CGRect { get }
  var value: Any? { get }
  var label: String { get }
}

// https://developer.apple.com/documentation/xcuiautomation/xcuielementtypequeryprovider
@MainActor
public protocol XCUIElementTypeQueryProvider {
  var tables: XCUIElementQuery { get }
  var cells: XCUIElementQuery { get }
  var buttons: XCUIElementQuery { get }
  var staticTexts: XCUIElementQuery { get }
  var switches: XCUIElementQuery { get }
  var navigationBars: XCUIElementQuery { get }
}
