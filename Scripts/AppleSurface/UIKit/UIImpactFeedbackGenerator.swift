// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator
@MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
  // https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/init(style:)
  // (the page lists it as introduced in iOS 10 and deprecated in a future release, 27.0; the
  // deprecation is not modelled, as it does not apply to any SDK this package builds with)
  @objc public init(style: UIImpactFeedbackGenerator.FeedbackStyle) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/impactoccurred(intensity:)
  @objc open func impactOccurred(intensity: CGFloat) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator/feedbackstyle
  // (raw values from the header's `UIImpactFeedbackStyle`: light 0, medium 1, heavy 2, soft 3, rigid 4)
  @objc public enum FeedbackStyle: Int, @unchecked Sendable {
    case light = 0
    case medium = 1
    case heavy = 2
    case soft = 3
    case rigid = 4
  }
}
