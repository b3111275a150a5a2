// The corners of a view on iOS 26, as the glass material shapes its background (device review
// r5, R5-4). Checked against iPhoneOS26.2.sdk UIKit.framework/Headers/UICornerConfiguration.h,
// UICornerRadius.h, UIView.h (`UIView (CornerConfiguration)`) and the Swift overlay in
// Modules/UIKit.swiftmodule/arm64-apple-ios.swiftinterface, where both are refined into structs
// (`NS_REFINED_FOR_SWIFT`).

// https://developer.apple.com/documentation/uikit/uicornerradius
// (`public struct UICornerRadius : Equatable, Hashable, ExpressibleByFloatLiteral,
// ExpressibleByIntegerLiteral, CustomStringConvertible`; only Equatable and Hashable are used)
@available(iOS 26.0, *)
public struct UICornerRadius: Equatable, Hashable {
  // https://developer.apple.com/documentation/uikit/uicornerradius/fixed(_:)
  // (`public static func fixed(_ radius: Swift.Double) -> UIKit.UICornerRadius`)
  public static func fixed(_ radius: Double) -> UICornerRadius { declarationOnly() }
}

// https://developer.apple.com/documentation/uikit/uicornerconfiguration
// (`public struct UICornerConfiguration : Equatable, Hashable, CustomStringConvertible`)
@available(iOS 26.0, *)
public struct UICornerConfiguration: Equatable, Hashable {
  // https://developer.apple.com/documentation/uikit/uicornerconfiguration/corners(radius:)
  // (`public static func corners(radius: UIKit.UICornerRadius) -> UIKit.UICornerConfiguration`)
  public static func corners(radius: UICornerRadius) -> UICornerConfiguration {
    declarationOnly()
  }
}

@available(iOS 26.0, *)
extension UIView {
  // https://developer.apple.com/documentation/uikit/uiview/cornerconfiguration
  // (`@MainActor @preconcurrency public var cornerConfiguration: UIKit.UICornerConfiguration`)
  @available(iOS 26.0, *)
  public var cornerConfiguration: UICornerConfiguration {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
