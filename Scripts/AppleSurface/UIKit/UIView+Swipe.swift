// UIView members used by the swipe-button skin and its Playground page.

extension UIView {
  // https://developer.apple.com/documentation/uikit/uiview/subviews
  @objc open var subviews: [UIView] { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiview/superview
  @objc open var superview: UIView? { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiview/backgroundcolor
  @objc open var backgroundColor: UIColor? {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uiview/isuserinteractionenabled
  @objc open var isUserInteractionEnabled: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uiview/tintcolor
  @objc open var tintColor: UIColor! {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.property
  @objc open var contentMode: UIView.ContentMode {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uiview/layoutsubviews()
  @objc open func layoutSubviews() { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiview/drawhierarchy(in:afterscreenupdates:)
  @objc open func drawHierarchy(in rect: CGRect, afterScreenUpdates afterUpdates: Bool) -> Bool {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uiview/contentmode-swift.enum
  @objc public enum ContentMode: Int, @unchecked Sendable {
    case scaleToFill = 0
    case scaleAspectFit = 1
    case scaleAspectFill = 2
    case redraw = 3
    case center = 4
    case top = 5
    case bottom = 6
    case left = 7
    case right = 8
    case topLeft = 9
    case topRight = 10
    case bottomLeft = 11
    case bottomRight = 12
  }
}
