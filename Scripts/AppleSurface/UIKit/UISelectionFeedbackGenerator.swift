// https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator
@MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
  // https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator/selectionchanged()
  @objc open func selectionChanged() { declarationOnly() }
}
