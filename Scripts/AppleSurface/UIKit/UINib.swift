// https://developer.apple.com/documentation/uikit/uinib
// (`@MainActor class UINib`; iPhoneOS16.5.sdk UINib.h:15-16 `NS_SWIFT_UI_ACTOR @interface UINib :
// NSObject`. Declared as the parameter type of `UITableView.register(_:forCellReuseIdentifier:)`'s
// nib overload; its initializers are not modelled: nothing here loads a nib.)
@MainActor
open class UINib: NSObject {}
