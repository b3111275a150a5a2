// https://developer.apple.com/documentation/uikit/uicontextmenuconfiguration
// (Only the type: the library asks whether the delegate returns one, never builds one.)
@available(iOS 13.0, *)
@MainActor
open class UIContextMenuConfiguration: NSObject {}
