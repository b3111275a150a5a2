// Dynamic Type scaling for custom sizes, and the text style it is relative to.

// https://developer.apple.com/documentation/uikit/uifontmetrics
open class UIFontMetrics: NSObject, @unchecked Sendable {
  // https://developer.apple.com/documentation/uikit/uifontmetrics/init(fortextstyle:)
  @objc public init(forTextStyle textStyle: UIFont.TextStyle) { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:)
  @objc open func scaledFont(for font: UIFont) -> UIFont { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uifontmetrics/scaledvalue(for:)
  @objc open func scaledValue(for value: CGFloat) -> CGFloat { declarationOnly() }
}

extension UIFont {
  // https://developer.apple.com/documentation/uikit/uifont/textstyle
  public struct TextStyle: Hashable, RawRepresentable, Sendable, _ObjectiveCBridgeable {
    // https://developer.apple.com/documentation/uikit/uifont/textstyle/init(rawvalue:)
    public init(rawValue: String) { declarationOnly() }

    // https://developer.apple.com/documentation/uikit/uifont/textstyle/rawvalue
    public var rawValue: String { declarationOnly() }

    // https://developer.apple.com/documentation/uikit/uifont/textstyle/body
    // (a constant: placeholder value, never read; see "Known differences" 9 in ../README.md)
    public static let body = UIFont.TextStyle(rawValue: "UICTFontTextStyleBody")

    // Bridged to NSString, as every Objective-C string-typed constant group is.
    public func _bridgeToObjectiveC() -> NSString { declarationOnly() }
    public static func _forceBridgeFromObjectiveC(_ source: NSString, result: inout TextStyle?) {
      declarationOnly()
    }
    public static func _conditionallyBridgeFromObjectiveC(
      _ source: NSString, result: inout TextStyle?
    ) -> Bool {
      declarationOnly()
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSString?) -> TextStyle {
      declarationOnly()
    }
  }
}
