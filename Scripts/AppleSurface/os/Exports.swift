// os, as far as this library uses it: the unified logging system (`Logger` from iOS 14, `OSLog`
// and `os_log` for iOS 13). `OSLog` is an `NSObject` subclass, so OSLog.swift imports the
// Objective-C runtime; Apple's module does not re-export Foundation, and this one re-exports
// nothing.
