// UIPanGestureRecognizer members used by the swipe engine's skin.
extension UIPanGestureRecognizer {
  // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/translation(in:)
  // (linked from the class page; signature as the SDK listing of the class's members shows it:
  // `func translation(in view: UIView?) -> CGPoint`)
  @objc open func translation(in view: UIView?) -> CGPoint { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/velocity(in:)
  // (linked from the class page; signature as the SDK listing of the class's members shows it:
  // `func velocity(in view: UIView?) -> CGPoint`)
  @objc open func velocity(in view: UIView?) -> CGPoint { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uipangesturerecognizer/allowedscrolltypesmask
  @available(iOS 13.4, *)
  // (not `@objc` in the model: see "Known differences" 15 in ../README.md)
  open var allowedScrollTypesMask: UIScrollTypeMask {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

// https://developer.apple.com/documentation/uikit/uiscrolltypemask
@available(iOS 13.4, *)
public struct UIScrollTypeMask: OptionSet, @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uiscrolltypemask/init(rawvalue:)
  public init(rawValue: Int) { declarationOnly() }
  public var rawValue: Int { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiscrolltypemask/all
  public static var all: UIScrollTypeMask { declarationOnly() }
}
