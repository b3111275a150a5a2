// https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  // https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/minimumpressduration
  @objc open var minimumPressDuration: TimeInterval {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/allowablemovement
  @objc open var allowableMovement: CGFloat {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
