// UIView members used by the swipe engine's skin (Sources/TableGestureKit/Swipe).
extension UIView {
  // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
  // (the property page is not in the stored docs; its type is the struct page below, and the
  // Objective-C header declares `@property(nonatomic) UIViewAutoresizing autoresizingMask`)
  // (not `@objc` in the model: see "Known differences" 15 in ../README.md)
  open var autoresizingMask: UIView.AutoresizingMask {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
  public struct AutoresizingMask: OptionSet, @unchecked Sendable {
    // not found in the stored docs as its own page: the SDK listing of the struct's members
    // (onestack.dev/ios-reference/UIKit/UIView.AutoresizingMask) shows `init(rawValue: UInt)`
    public init(rawValue: UInt) { declarationOnly() }
    public var rawValue: UInt { declarationOnly() }

    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexiblewidth
    public static var flexibleWidth: UIView.AutoresizingMask { declarationOnly() }

    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleheight
    public static var flexibleHeight: UIView.AutoresizingMask { declarationOnly() }

    // https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct/flexibleleftmargin
    public static var flexibleLeftMargin: UIView.AutoresizingMask { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uiview/didmovetowindow()
  // (`func didMoveToWindow()`; the header's `- (void)didMoveToWindow`)
  @objc open func didMoveToWindow() { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:at:)
  @objc open func insertSubview(_ view: UIView, at index: Int) { declarationOnly() }

  // not found in the stored docs as its own page: checked against its sibling page
  // `insertSubview(_:aboveSubview:)` (`func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView)`)
  // and the header's `- (void)insertSubview:(UIView *)view belowSubview:(UIView *)siblingSubview`
  // https://developer.apple.com/documentation/uikit/uiview/insertsubview(_:belowsubview:)
  @objc open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uiview/layoutmargins
  @objc open var layoutMargins: UIEdgeInsets {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uiview/insetslayoutmarginsfromsafearea
  @objc open var insetsLayoutMarginsFromSafeArea: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uiview/preservessuperviewlayoutmargins
  @objc open var preservesSuperviewLayoutMargins: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/uikit/uiview/effectiveuserinterfacelayoutdirection
  @objc open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uiview/safeareainsets
  @objc open var safeAreaInsets: UIEdgeInsets { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiview/setneedslayout()
  @objc open func setNeedsLayout() { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiview/sizethatfits(_:)
  @objc open func sizeThatFits(_ size: CGSize) -> CGSize { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)
  // (not `@objc` in the model: see "Known differences" 15 in ../README.md)
  open class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uiview/animationoptions
  public struct AnimationOptions: OptionSet, @unchecked Sendable {
    // not found in the stored docs as its own page; `NS_OPTIONS(NSUInteger, UIViewAnimationOptions)`
    // in the header, imported as `init(rawValue: UInt)` like every NSUInteger option set
    public init(rawValue: UInt) { declarationOnly() }
    public var rawValue: UInt { declarationOnly() }

    // https://developer.apple.com/documentation/uikit/uiview/animationoptions/allowuserinteraction
    public static var allowUserInteraction: UIView.AnimationOptions { declarationOnly() }

    // https://developer.apple.com/documentation/uikit/uiview/animationoptions/beginfromcurrentstate
    public static var beginFromCurrentState: UIView.AnimationOptions { declarationOnly() }
  }
}

// https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection
// (raw values from the header: `UIUserInterfaceLayoutDirectionLeftToRight` 0, `…RightToLeft` 1)
@objc public enum UIUserInterfaceLayoutDirection: Int, @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection/lefttoright
  case leftToRight = 0
  // https://developer.apple.com/documentation/uikit/uiuserinterfacelayoutdirection/righttoleft
  case rightToLeft = 1
}
