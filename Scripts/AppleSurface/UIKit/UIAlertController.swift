// https://developer.apple.com/documentation/uikit/uialertcontroller
@MainActor
open class UIAlertController: UIViewController {
  // https://developer.apple.com/documentation/uikit/uialertcontroller/style
  @objc public enum Style: Int, @unchecked Sendable {
    case actionSheet = 0
    case alert = 1
  }

  // https://developer.apple.com/documentation/uikit/uialertcontroller/init(title:message:preferredstyle:)
  @objc public convenience init(
    title: String?, message: String?, preferredStyle: UIAlertController.Style
  ) {
    declarationOnly()
  }
}
