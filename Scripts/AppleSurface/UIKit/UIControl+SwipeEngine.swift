// UIControl members used by the swipe engine's Playground page (its right-to-left switch).
extension UIControl {
  // https://developer.apple.com/documentation/uikit/uicontrol/addtarget(_:action:for:)
  // (not `@objc` in the model: see "Known differences" 2 and 15 in ../README.md)
  open func addTarget(_ target: Any?, action: Selector, for controlEvents: UIControl.Event) {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uicontrol/event
  public struct Event: OptionSet, @unchecked Sendable {
    // not found in the stored docs as its own page; `NS_OPTIONS(NSUInteger, UIControlEvents)`
    // in the header, imported as `init(rawValue: UInt)` like every NSUInteger option set
    public init(rawValue: UInt) { declarationOnly() }
    public var rawValue: UInt { declarationOnly() }

    // https://developer.apple.com/documentation/uikit/uicontrol/event/valuechanged
    public static var valueChanged: UIControl.Event { declarationOnly() }
  }
}
