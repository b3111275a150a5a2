// The drag session UIKit hands a drag delegate. Declared as a parameter type only: UIKit creates
// sessions and apps do not adopt these protocols, so their requirements (`items`,
// `location(in:)`, `localContext`, …) are not modelled.

// https://developer.apple.com/documentation/uikit/uidragdropsession
// (`@MainActor protocol UIDragDropSession : NSObjectProtocol`, iOS 11.0; iPhoneOS16.5.sdk
// UIDragSession.h:17-18 `NS_SWIFT_UI_ACTOR @protocol UIDragDropSession <NSObject>`)
@available(iOS 11.0, *)
@MainActor @objc public protocol UIDragDropSession: NSObjectProtocol {}

// https://developer.apple.com/documentation/uikit/uidragsession
// (`@MainActor protocol UIDragSession : UIDragDropSession`, iOS 11.0)
@available(iOS 11.0, *)
@MainActor @objc public protocol UIDragSession: UIDragDropSession {}
