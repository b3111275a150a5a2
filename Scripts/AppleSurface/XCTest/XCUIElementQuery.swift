import UIKit

// https://developer.apple.com/documentation/xcuiautomation/xcuielementquery
// (It adopts XCUIElementTypeQueryProvider too; the tests query only from elements.)
@MainActor
open class XCUIElementQuery: NSObject {
  // https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/subscript(_:)
  open subscript(key: String) -> XCUIElement { declarationOnly() }

  // https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/element(boundby:)
  open func element(boundBy index: Int) -> XCUIElement { declarationOnly() }

  // https://developer.apple.com/documentation/xcuiautomation/xcuielementquery/allelementsboundbyindex
  open var allElementsBoundByIndex: [XCUIElement] { declarationOnly() }
}
