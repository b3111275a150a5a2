import UIKit

// https://developer.apple.com/documentation/xcuiautomation/xcuiscreenshot
// An image of the screen or of an element, kept with the results through an attachment.
@MainActor
open class XCUIScreenshot: NSObject {
}

// https://developer.apple.com/documentation/xctest/xctattachment
open class XCTAttachment: NSObject {
  // https://developer.apple.com/documentation/xctest/xctattachment/init(screenshot:)
  public convenience init(screenshot: XCUIScreenshot) { declarationOnly() }

  // https://developer.apple.com/documentation/xctest/xctattachment/name
  open var name: String? {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/xctest/xctattachment/lifetime-swift.property
  open var lifetime: XCTAttachment.Lifetime {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/xctest/xctattachment/lifetime-swift.enum
  public enum Lifetime: Int, @unchecked Sendable {
    case keepAlways = 0
    case deleteOnSuccess = 1
  }
}

// https://developer.apple.com/documentation/xctest/xctactivity
// XCTestCase adopts it (its page: "XCTestCase conforms to XCTActivity").
public protocol XCTActivity: NSObjectProtocol {
  // https://developer.apple.com/documentation/xctest/xctactivity/add(_:)
  func add(_ attachment: XCTAttachment)
}

extension XCTestCase: XCTActivity {
  public func add(_ attachment: XCTAttachment) { declarationOnly() }
}
