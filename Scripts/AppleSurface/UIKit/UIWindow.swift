// https://developer.apple.com/documentation/uikit/uiwindow
// The type of `UIView.window`; the iOS tests set its root view controller.
@MainActor
open class UIWindow: UIView {
  // https://developer.apple.com/documentation/uikit/uiwindow/init(windowscene:)
  // UIWindow.h: `- (instancetype)initWithWindowScene:(UIWindowScene *)windowScene
  // NS_DESIGNATED_INITIALIZER API_AVAILABLE(ios(13.0))`.
  @objc public init(windowScene: UIWindowScene) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiwindow/init(frame:)
  // UIWindow.h (iOS 26.2 SDK): `- (instancetype)initWithFrame:(CGRect)frame
  // NS_DESIGNATED_INITIALIZER API_DEPRECATED("Use init(windowScene:) instead.", ios(2.0, 26.0))`.
  @available(iOS, introduced: 2.0, deprecated: 26.0, message: "Use init(windowScene:) instead.")
  @objc public override init(frame: CGRect) { declarationOnly() }

  // Inherited from UIView; redeclared because the designated initializers above must come with
  // the required one.
  // https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  @objc public required init?(coder: NSCoder) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiwindow/rootviewcontroller
  @objc open var rootViewController: UIViewController? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
