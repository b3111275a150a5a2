// https://developer.apple.com/documentation/uikit/uiscrollview
@MainActor
open class UIScrollView: UIView {
  // https://developer.apple.com/documentation/uikit/uiscrollview/contentoffset
  @objc open var contentOffset: CGPoint {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uiscrollview/contentsize
  @objc open var contentSize: CGSize {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset
  @objc open var adjustedContentInset: UIEdgeInsets { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiscrollview/isscrollenabled
  @objc open var isScrollEnabled: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uiscrollview/istracking
  @objc open var isTracking: Bool { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiscrollview/isdecelerating
  @objc open var isDecelerating: Bool { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer
  @objc open var panGestureRecognizer: UIPanGestureRecognizer { declarationOnly() }
}
