// The UIAccessibility informal protocol: accessibility properties UIKit adds to every `NSObject`.
extension NSObject {
  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitycustomactions
  @MainActor @objc open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // not found in the stored docs for NSObject: checked against the same property's page on
  // UIAccessibilityElement (https://developer.apple.com/documentation/uikit/uiaccessibilityelement/isaccessibilityelement:
  // `var isAccessibilityElement: Bool { get set }`), which UIKit declares on NSObject in the
  // UIAccessibility informal protocol (`@property(nonatomic) BOOL isAccessibilityElement`)
  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/isaccessibilityelement
  @MainActor @objc open var isAccessibilityElement: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityvalue
  // UIAccessibility.h (informal protocol on NSObject): `@property(nullable, nonatomic, copy)
  // NSString *accessibilityValue;` (the demo reports a measurement in it for its UI tests).
  @MainActor @objc open var accessibilityValue: String? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
