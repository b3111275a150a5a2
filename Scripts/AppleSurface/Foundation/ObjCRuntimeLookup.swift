// Looking up classes and selectors by name at run time (Foundation's NSObjCRuntime.h).

// https://developer.apple.com/documentation/foundation/nsclassfromstring(_:)
public func NSClassFromString(_ aClassName: String) -> AnyClass? { declarationOnly() }

// https://developer.apple.com/documentation/foundation/nsselectorfromstring(_:)
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { declarationOnly() }
