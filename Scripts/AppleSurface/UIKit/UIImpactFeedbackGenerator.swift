// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  // https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/init(style:)
  // (the page lists it as introduced in iOS 10 and deprecated in a future release, 27.0; the
  // deprecation is not modelled, as it does not apply to any SDK this package builds with)
  @objc public init(style: UIImpactFeedbackGenerator.FeedbackStyle) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/impactoccurred(intensity:)
  // (iOS 13.0 and later: iPhoneOS16.5.sdk UIImpactFeedbackGenerator.h:33 `API_AVAILABLE(ios(13.0))`)
  @available(iOS 13.0, *)
  @objc open func impactOccurred(intensity: CGFloat) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle
  // (raw values from the header's `UIImpactFeedbackStyle`: light 0, medium 1, heavy 2, soft 3, rigid 4)
  @objc public enum FeedbackStyle: Int, @unchecked Sendable {
    case light = 0
    case medium = 1
    case heavy = 2
    // (`soft` and `rigid`: iOS 13.0 and later, UIImpactFeedbackGenerator.h:19-20)
    @available(iOS 13.0, *)
    case soft = 3
    @available(iOS 13.0, *)
    case rigid = 4
  }
}
