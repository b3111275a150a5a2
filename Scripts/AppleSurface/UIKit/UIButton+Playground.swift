// UIButton members used by the swipe engine's Playground page (its Reload and Restore buttons).
extension UIButton {
  // https://developer.apple.com/documentation/uikit/uibutton/init(type:)
  public convenience init(type buttonType: UIButton.ButtonType) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
  // (not `@objc` in the model: see "Known differences" 15 in ../README.md)
  open func setTitle(_ title: String?, for state: UIControl.State) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum
  // (`NS_ENUM(NSInteger, UIButtonType)`, imported as an `Int` enum; every case, "Known
  // differences" 14; raw values in the header's order)
  @objc public enum ButtonType: Int, @unchecked Sendable {
    // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/custom
    case custom = 0
    // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/system
    case system = 1
    // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/detaildisclosure
    case detailDisclosure = 2
    // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/infolight
    case infoLight = 3
    // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/infodark
    case infoDark = 4
    // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/contactadd
    case contactAdd = 5
    // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/plain
    // (tvOS 11 only)
    @available(iOS, unavailable)
    case plain = 6
    // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/close
    @available(iOS 13.0, *)
    case close = 7

    // https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum/roundedrect
    public static var roundedRect: UIButton.ButtonType { declarationOnly() }
  }
}

extension UIControl {
  // https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct
  // (`NS_OPTIONS(NSUInteger, UIControlState)`, imported as `init(rawValue: UInt)`)
  public struct State: OptionSet, @unchecked Sendable {
    public init(rawValue: UInt) { declarationOnly() }
    public var rawValue: UInt { declarationOnly() }

    // https://developer.apple.com/documentation/uikit/uicontrol/state-swift.struct/normal
    public static var normal: UIControl.State { declarationOnly() }
  }
}

extension UIControl.Event {
  // https://developer.apple.com/documentation/uikit/uicontrol/event/touchupinside
  public static var touchUpInside: UIControl.Event { declarationOnly() }
}
