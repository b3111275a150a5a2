// Members of `CALayer` used by the lifted row's shadow.
extension CALayer {
  // https://developer.apple.com/documentation/quartzcore/calayer/shadowpath
  @objc open var shadowPath: CGPath? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
