// https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration
@MainActor
open class UISwipeActionsConfiguration: NSObject {
  // https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/init(actions:)
  @objc public convenience init(actions: [UIContextualAction]) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiswipeactionsconfiguration/actions
  @objc open var actions: [UIContextualAction] { declarationOnly() }
}
