import UIKit

// https://developer.apple.com/documentation/xcuiautomation/xcuidevice
@MainActor
open class XCUIDevice: NSObject {
  // https://developer.apple.com/documentation/xcuiautomation/xcuidevice/shared
  open class var shared: XCUIDevice { declarationOnly() }

  // https://developer.apple.com/documentation/xcuiautomation/xcuidevice/orientation
  open var orientation: UIDeviceOrientation {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
