// https://developer.apple.com/documentation/uikit/uifeedbackgenerator
@MainActor
open class UIFeedbackGenerator: NSObject {
  // https://developer.apple.com/documentation/uikit/uifeedbackgenerator/prepare()
  @objc open func prepare() { declarationOnly() }
}
