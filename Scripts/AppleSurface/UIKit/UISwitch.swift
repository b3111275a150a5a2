// https://developer.apple.com/documentation/uikit/uiswitch
// (`@MainActor class UISwitch`; a UIControl subclass, as its page's inheritance and the .NET
// binding's `class UISwitch : UIKit.UIControl` show)
@MainActor
open class UISwitch: UIControl {
  // listed on the class page ("Creates a switch control"); the Swift form is UIView's
  // (https://developer.apple.com/documentation/uikit/uiview/init(frame:)), which it overrides
  // https://developer.apple.com/documentation/uikit/uiswitch/init(frame:)
  @objc public override init(frame: CGRect) { declarationOnly() }

  // UIView's required initializer, repeated by a subclass with its own designated initializer;
  // listed on the class page ("Creates a switch control from data in an unarchiver")
  // https://developer.apple.com/documentation/uikit/uiswitch/init(coder:)
  @objc public required init?(coder: NSCoder) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiswitch/ison
  @objc open var isOn: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
