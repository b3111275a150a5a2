// Members of `UIView` used to flush a pending layout pass.
extension UIView {
  // https://developer.apple.com/documentation/uikit/uiview/layoutifneeded()
  @objc open func layoutIfNeeded() { declarationOnly() }
}
