// Members of `UIView` used by the drag-to-reorder skin and the Reorder playground page.
extension UIView {
  // https://developer.apple.com/documentation/uikit/uiview/bounds
  @objc open var bounds: CGRect {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uiview/frame
  @objc open var frame: CGRect {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uiview/center
  @objc open var center: CGPoint {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uiview/transform
  @objc open var transform: CGAffineTransform {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uiview/ishidden
  @objc open var isHidden: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uiview/clipstobounds
  @objc open var clipsToBounds: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uiview/layer
  @objc open var layer: CALayer { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiview/window
  @objc open var window: UIWindow? { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiview/bringsubviewtofront(_:)
  @objc open func bringSubviewToFront(_ view: UIView) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
  @objc open func removeFromSuperview() { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiview/snapshotview(afterscreenupdates:)
  @objc open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uiview/gesturerecognizers
  @objc open var gestureRecognizers: [UIGestureRecognizer]? {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uiview/addgesturerecognizer(_:)
  @objc open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uiview/removegesturerecognizer(_:)
  @objc open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:)
  @objc open class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uiview/hittest(_:with:)
  // (`- (nullable UIView *)hitTest:(CGPoint)point withEvent:(nullable UIEvent *)event`)
  @objc open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiview/isdescendant(of:)
  // (`- (BOOL)isDescendantOfView:(UIView *)view`)
  @objc(isDescendantOfView:)
  open func isDescendant(of view: UIView) -> Bool { declarationOnly() }
}
