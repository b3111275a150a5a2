// not found in the stored docs: checked against the SDK's generated interface ("This struct is not
// available in Objective-C. Its only purpose is to create a namespace": `public struct UIAccessibility`)
// https://developer.apple.com/documentation/uikit/uiaccessibility
public struct UIAccessibility {
  // https://developer.apple.com/documentation/uikit/uiaccessibility/notification
  public struct Notification: Hashable, RawRepresentable, Sendable {
    public init(rawValue: UInt32) { declarationOnly() }
    public var rawValue: UInt32 { declarationOnly() }

    // https://developer.apple.com/documentation/uikit/uiaccessibility/notification/announcement
    public static let announcement = UIAccessibility.Notification(rawValue: 1008)
  }

  // https://developer.apple.com/documentation/uikit/uiaccessibility/post(notification:argument:)
  @MainActor public static func post(notification: UIAccessibility.Notification, argument: Any?) {
    declarationOnly()
  }

  // https://developer.apple.com/documentation/uikit/uiaccessibility/isreducemotionenabled
  @MainActor public static var isReduceMotionEnabled: Bool { declarationOnly() }

  // https://developer.apple.com/documentation/uikit/uiaccessibility/isreducetransparencyenabled
  @MainActor public static var isReduceTransparencyEnabled: Bool { declarationOnly() }
}
