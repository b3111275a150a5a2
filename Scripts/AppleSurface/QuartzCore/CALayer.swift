// https://developer.apple.com/documentation/quartzcore/calayer
open class CALayer: NSObject {
  // https://developer.apple.com/documentation/quartzcore/calayer/animationkeys()
  @objc open func animationKeys() -> [String]? { declarationOnly() }

  // https://developer.apple.com/documentation/quartzcore/calayer/removeallanimations()
  @objc open func removeAllAnimations() { declarationOnly() }

  // https://developer.apple.com/documentation/quartzcore/calayer/zposition
  @objc open var zPosition: CGFloat {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/quartzcore/calayer/needslayout()
  @objc open func needsLayout() -> Bool { declarationOnly() }

  // https://developer.apple.com/documentation/quartzcore/calayer/shadowopacity
  @objc open var shadowOpacity: Float {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/quartzcore/calayer/shadowradius
  @objc open var shadowRadius: CGFloat {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/quartzcore/calayer/shadowoffset
  @objc open var shadowOffset: CGSize {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
  @objc open var cornerRadius: CGFloat {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/quartzcore/calayer/sublayertransform
  @objc open var sublayerTransform: CATransform3D {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/quartzcore/calayer/render(in:)
  @objc open func render(in ctx: CGContext) { declarationOnly() }

  // https://developer.apple.com/documentation/quartzcore/calayer/mask
  // (`@property(nullable, strong) __kindof CALayer *mask;`)
  @objc open var mask: CALayer? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
