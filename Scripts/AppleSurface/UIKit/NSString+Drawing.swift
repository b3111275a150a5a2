// Measuring text: UIKit's string-drawing additions and the font attribute key.

extension NSString {
  // https://developer.apple.com/documentation/foundation/nsstring/size(withattributes:)
  // (Plain member here, not `@objc`: see Foundation/NSObject+KeyValueCoding.swift.)
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    declarationOnly()
  }
}

extension NSAttributedString.Key {
  // not found in the stored docs: checked against the SDK's generated interface
  // (`public static let font: NSAttributedString.Key`, iOS 6.0)
  // https://developer.apple.com/documentation/foundation/nsattributedstring/key/font
  public static let font: NSAttributedString.Key = NSAttributedString.Key(rawValue: "NSFont")
}
