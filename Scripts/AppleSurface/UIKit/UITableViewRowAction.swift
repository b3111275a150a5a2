// https://developer.apple.com/documentation/uikit/uitableviewrowaction
@available(iOS, introduced: 8.0, deprecated: 13.0)
@MainActor
open class UITableViewRowAction: NSObject {
  // https://developer.apple.com/documentation/uikit/uitableviewrowaction/style-swift.enum
  @objc public enum Style: Int, @unchecked Sendable {
    case `default` = 0
    case normal = 1
    public static var destructive: UITableViewRowAction.Style { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uitableviewrowaction/init(style:title:handler:)
  @objc public convenience init(
    style: UITableViewRowAction.Style, title: String?,
    handler: @escaping (UITableViewRowAction, IndexPath) -> Void
  ) {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uitableviewrowaction/title
  @objc open var title: String? {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uitableviewrowaction/backgroundcolor
  @objc open var backgroundColor: UIColor? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
