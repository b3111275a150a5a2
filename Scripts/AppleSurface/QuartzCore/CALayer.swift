// https://developer.apple.com/documentation/quartzcore/calayer
open class CALayer: NSObject {
  // https://developer.apple.com/documentation/quartzcore/calayer/shadowopacity
  open var shadowOpacity: Float {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/quartzcore/calayer/shadowradius
  open var shadowRadius: CGFloat {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/quartzcore/calayer/shadowoffset
  open var shadowOffset: CGSize {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/quartzcore/calayer/cornerradius
  open var cornerRadius: CGFloat {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
