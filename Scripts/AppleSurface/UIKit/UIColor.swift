// https://developer.apple.com/documentation/uikit/uicolor
open class UIColor: NSObject, @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uicolor/init(patternimage:)
  @objc public init(patternImage image: UIImage) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uicolor/clear
  @objc open class var clear: UIColor { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uicolor/white
  @objc open class var white: UIColor { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uicolor/systemred
  @objc open class var systemRed: UIColor { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uicolor/systemblue
  @objc open class var systemBlue: UIColor { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uicolor/systemorange
  @objc open class var systemOrange: UIColor { declarationOnly() }
}
