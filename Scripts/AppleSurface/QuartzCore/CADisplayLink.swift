// https://developer.apple.com/documentation/quartzcore/cadisplaylink
open class CADisplayLink: NSObject {
  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
  public init(target: Any, selector sel: Selector) { declarationOnly() }

  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)
  @objc open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) { declarationOnly() }

  // not found in the stored docs as its own page: checked against the SDK member listing
  // (`func invalidate()`, iOS 3.1) and the link to it from add(to:forMode:)'s page
  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()
  @objc open func invalidate() { declarationOnly() }

  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/ispaused
  @objc open var isPaused: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/timestamp
  @objc open var timestamp: CFTimeInterval { declarationOnly() }
}
