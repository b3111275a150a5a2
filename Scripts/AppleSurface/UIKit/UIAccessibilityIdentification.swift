// https://developer.apple.com/documentation/uikit/uiaccessibilityidentification
// UIAccessibilityIdentification.h: `@protocol UIAccessibilityIdentification <NSObject>` with
// `@property(nullable, nonatomic, copy) NSString *accessibilityIdentifier NS_SWIFT_UI_ACTOR`,
// which `UIView (UIAccessibility)` adopts. The identifier a UI test finds an element by.
@MainActor @objc public protocol UIAccessibilityIdentification: NSObjectProtocol {
  // https://developer.apple.com/documentation/uikit/uiaccessibilityidentification/accessibilityidentifier
  var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {
  @objc open var accessibilityIdentifier: String? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
