// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject, @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uicolor/init(patternimage:)
  @objc public init(patternImage image: UIImage) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uicolor/init(white:alpha:)
  @objc public init(white: CGFloat, alpha: CGFloat) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uicolor/systemgroupedbackground
  @objc open class var systemGroupedBackground: UIColor { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uicolor/secondarylabel
  // (`@available(iOS 13.0, *) class var secondaryLabel: UIColor { get }`)
  @objc open class var secondaryLabel: UIColor { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uicolor/clear
  @objc open class var clear: UIColor { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uicolor/white
  // not found in the stored docs: checked against the Xcode-generated UIColor interface text
  // (`open class var white: UIColor { get } // 1.0 white`) found with `find_string`.
  @objc open class var white: UIColor { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uicolor/systemred
  // not found in the stored docs: checked against the SDK's generated UIKit interface text
  // (`@available(iOS 7.0, *) class var systemRed: UIColor { get }`) found with `find_string`.
  @objc open class var systemRed: UIColor { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uicolor/systemblue
  @objc open class var systemBlue: UIColor { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uicolor/systemorange
  // not found in the stored docs: checked against the SDK's generated UIKit interface text
  // (`@available(iOS 7.0, *) class var systemOrange: UIColor { get }`) found with `find_string`.
  @objc open class var systemOrange: UIColor { declarationOnly() }
}
