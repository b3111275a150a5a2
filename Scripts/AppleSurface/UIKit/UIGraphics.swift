// Drawing into the current graphics context, as a custom-drawn view does in `draw(_:)`.

extension UIView {
  // https://developer.apple.com/documentation/uikit/uiview/draw(_:)
  @objc open func draw(_ rect: CGRect) { declarationOnly() }
}

extension UIColor {
  // https://developer.apple.com/documentation/uikit/uicolor/setfill()
  @objc open func setFill() { declarationOnly() }
}

extension UIImage {
  // https://developer.apple.com/documentation/uikit/uiimage/pngdata()
  public func pngData() -> Data? { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiimage/draw(at:)
  // UIImage.h: `- (void)drawAtPoint:(CGPoint)point;`
  @objc open func draw(at point: CGPoint) { declarationOnly() }
}

// https://developer.apple.com/documentation/uikit/uirectfill(_:)
public func UIRectFill(_ rect: CGRect) { declarationOnly() }
