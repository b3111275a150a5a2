// Drawing into an image: the renderer, and the context its drawing closure receives.

// https://developer.apple.com/documentation/uikit/uigraphicsrenderer
open class UIGraphicsRenderer: NSObject {
  // https://developer.apple.com/documentation/uikit/uigraphicsrenderer/init(bounds:)
  @objc public convenience init(bounds: CGRect) { declarationOnly() }
}

// https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext
open class UIGraphicsRendererContext: NSObject {
  // https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext/cgcontext
  @objc open var cgContext: CGContext { declarationOnly() }
}

// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderercontext
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
}

// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
  // https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/drawingactions
  public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

  // https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/image(actions:)
  @objc open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    declarationOnly()
  }
}
