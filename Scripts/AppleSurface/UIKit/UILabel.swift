// https://developer.apple.com/documentation/uikit/uilabel
@MainActor
open class UILabel: UIView {
  // https://developer.apple.com/documentation/uikit/uilabel/text
  @objc open var text: String? {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uilabel/textcolor
  @objc open var textColor: UIColor! {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uilabel/font
  @objc open var font: UIFont! {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uilabel/textalignment
  @objc open var textAlignment: NSTextAlignment {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

// https://developer.apple.com/documentation/uikit/nstextalignment
@objc public enum NSTextAlignment: Int, @unchecked Sendable {
  case left = 0
  case center = 1
  case right = 2
  case justified = 3
  case natural = 4
}
