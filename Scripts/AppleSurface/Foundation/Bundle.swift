// The app's bundle, as far as the library reads its Info.plist and finds its executable.
//
// Modelling note: `object(forInfoDictionaryKey:)` returns `Any?` and is therefore not `@objc`
// here (see "Known differences" 1 in ../README.md); its Swift signature is Apple's.

// https://developer.apple.com/documentation/foundation/bundle
open class Bundle: NSObject {
  // https://developer.apple.com/documentation/foundation/bundle/main
  @objc open class var main: Bundle { declarationOnly() }

  // https://developer.apple.com/documentation/foundation/bundle/object(forinfodictionarykey:)
  open func object(forInfoDictionaryKey key: String) -> Any? { declarationOnly() }

  // https://developer.apple.com/documentation/foundation/bundle/bundlepath
  // NSBundle.h: `@property (readonly, copy) NSString *bundlePath;` (the iOS tests tell a host app
  // from the test runner by it).
  @objc open var bundlePath: String { declarationOnly() }

  // https://developer.apple.com/documentation/foundation/bundle/executablepath
  open var executablePath: String? { declarationOnly() }
}
