// https://developer.apple.com/documentation/uikit/uivisualeffect
// (`@MainActor class UIVisualEffect: NSObject`; its NSCopying and NSSecureCoding conformances
// are not used, so not modelled)
@MainActor
open class UIVisualEffect: NSObject {
}

// https://developer.apple.com/documentation/uikit/uiglasseffect
// Checked against iPhoneOS26.2.sdk UIKit.framework/Headers/UIGlassEffect.h: `API_AVAILABLE(ios(26.0))`,
// `NS_SWIFT_UI_ACTOR`, `+effectWithStyle:` named `init(style:)`, `tintColor` `copy, nullable`.
@available(iOS 26.0, *)
@MainActor
open class UIGlassEffect: UIVisualEffect {
  // https://developer.apple.com/documentation/uikit/uiglasseffect/style-swift.enum
  // (`typedef NS_ENUM(NSInteger, UIGlassEffectStyle)`, `NS_SWIFT_NAME(UIGlassEffect.Style)`)
  @available(iOS 26.0, *)
  public enum Style: Int, @unchecked Sendable {
    case regular = 0
    case clear = 1
  }

  // https://developer.apple.com/documentation/uikit/uiglasseffect/init(style:)
  public convenience init(style: UIGlassEffect.Style) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiglasseffect/tintcolor
  // (`@NSCopying var tintColor: UIColor?`; the model's UIColor does not declare NSCopying, which
  // the attribute needs, so it is left out: the code only assigns the property)
  open var tintColor: UIColor? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

// https://developer.apple.com/documentation/uikit/uivisualeffectview
@MainActor
open class UIVisualEffectView: UIView {
  // https://developer.apple.com/documentation/uikit/uivisualeffectview/init(effect:)
  @objc public init(effect: UIVisualEffect?) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uivisualeffectview/init(coder:)
  @objc public required init?(coder: NSCoder) { declarationOnly() }
}

// The effect of a visual effect view, which the glass material fades by (device review r5, R5-4).
extension UIVisualEffectView {
  // https://developer.apple.com/documentation/uikit/uivisualeffectview/effect
  // (`@NSCopying var effect: UIVisualEffect? { get set }`; the attribute is left out, as for
  // `UIGlassEffect.tintColor`: the model's UIVisualEffect does not declare NSCopying)
  @objc open var effect: UIVisualEffect? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
