// UIGestureRecognizer members used by the swipe engine's skin.
extension UIGestureRecognizer {
  // https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview
  @objc open var cancelsTouchesInView: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
