// https://developer.apple.com/documentation/uikit/uitableviewrowaction
// (the message is the header's: iPhoneOS16.5.sdk UITableView.h:68 `API_DEPRECATED("Use
// UIContextualAction and related APIs instead.", ios(8.0, 13.0))`)
@available(
  iOS, introduced: 8.0, deprecated: 13.0,
  message: "Use UIContextualAction and related APIs instead."
)
@MainActor
open class UITableViewRowAction: NSObject {
  // https://developer.apple.com/documentation/uikit/uitableviewrowaction/style-swift.enum
  // (deprecated with its class: UITableView.h:66 puts the same `API_DEPRECATED` on
  // `UITableViewRowActionStyle`, so naming the type warns on its own)
  @available(
    iOS, introduced: 8.0, deprecated: 13.0,
    message: "Use UIContextualAction and related APIs instead."
  )
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
