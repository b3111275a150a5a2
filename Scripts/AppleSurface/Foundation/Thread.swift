// Which thread code runs on (the swipe skin hops an app's completion to the main thread).

// https://developer.apple.com/documentation/foundation/thread
open class Thread: NSObject {
  // https://developer.apple.com/documentation/foundation/thread/ismainthread-swift.type.property
  @objc open class var isMainThread: Bool { declarationOnly() }
}
