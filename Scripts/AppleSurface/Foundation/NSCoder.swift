// https://developer.apple.com/documentation/foundation/nscoder
// Declared only as the parameter type of `UIView.init(coder:)`; no members are used.
open class NSCoder: NSObject {
}
