// https://developer.apple.com/documentation/uikit/uicontextualaction
@MainActor
open class UIContextualAction: NSObject {
  // https://developer.apple.com/documentation/uikit/uicontextualaction/handler-swift.typealias
  // (The page's `@MainActor typealias Handler = …` is the SDK's main-actor function type.)
  public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  // https://developer.apple.com/documentation/uikit/uicontextualaction/style-swift.enum
  @objc public enum Style: Int, @unchecked Sendable {
    case normal = 0
    case destructive = 1
  }

  // https://developer.apple.com/documentation/uikit/uicontextualaction/init(style:title:handler:)
  @objc public convenience init(
    style: UIContextualAction.Style, title: String?,
    handler: @escaping UIContextualAction.Handler
  ) {
    declarationOnly()
  }

  // not found in the stored docs: checked against the SDK's generated interface (`var title: String?`)
  // https://developer.apple.com/documentation/uikit/uicontextualaction/title
  @objc open var title: String? {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uicontextualaction/backgroundcolor
  @objc open var backgroundColor: UIColor! {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uicontextualaction/image
  @objc open var image: UIImage? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
