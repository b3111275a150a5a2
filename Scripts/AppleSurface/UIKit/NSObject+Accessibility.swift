// The UIAccessibility informal protocol: accessibility properties UIKit adds to every `NSObject`.
extension NSObject {
  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycustomactions
  @MainActor @objc open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
