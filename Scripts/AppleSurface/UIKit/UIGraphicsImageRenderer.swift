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

// https://developer.apple.com/documentation/uikit/uigraphicsrendererformat
open class UIGraphicsRendererFormat: NSObject {
}

// https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat
// UIGraphicsImageRenderer.h (iOS 26.2 SDK).
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
  // https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/scale
  // `@property (nonatomic) CGFloat scale;`
  @objc open var scale: CGFloat {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/preferredrange-swift.property
  // `@property (nonatomic) UIGraphicsImageRendererFormatRange preferredRange API_AVAILABLE(ios(12.0))`
  @objc open var preferredRange: UIGraphicsImageRendererFormat.Range {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/range
  // `typedef NS_ENUM(NSInteger, UIGraphicsImageRendererFormatRange)`: unspecified = -1,
  // automatic, extended, standard.
  @objc public enum Range: Int, @unchecked Sendable {
    case unspecified = -1
    case automatic = 0
    case extended = 1
    case standard = 2
  }
}

// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
  // https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/init(size:format:)
  // `- (instancetype)initWithSize:(CGSize)size format:(UIGraphicsImageRendererFormat *)format
  // NS_DESIGNATED_INITIALIZER;`. A convenience initializer here, so that the class keeps the
  // inherited `init(bounds:)` without the model declaring every designated initializer of both
  // renderers; a caller cannot tell the two apart.
  @objc public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/drawingactions
  public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

  // https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/image(actions:)
  @objc open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    declarationOnly()
  }
}
