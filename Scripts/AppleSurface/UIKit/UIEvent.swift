// https://developer.apple.com/documentation/uikit/uievent
// (`@MainActor class UIEvent : NSObject`; no members are used.)
@MainActor
open class UIEvent: NSObject {
}
