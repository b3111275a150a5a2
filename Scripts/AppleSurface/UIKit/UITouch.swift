// https://developer.apple.com/documentation/uikit/uitouch
// (the class page is not in the stored docs; the SDK listing of its members shows
// `@MainActor class UITouch`; its header declares `UITouch : NSObject`)
@MainActor
open class UITouch: NSObject {
  // https://developer.apple.com/documentation/uikit/uitouch/location(in:)-8rd36
  @objc open func location(in view: UIView?) -> CGPoint { declarationOnly() }
}
