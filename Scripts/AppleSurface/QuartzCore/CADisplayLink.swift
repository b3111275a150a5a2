// https://developer.apple.com/documentation/quartzcore/cadisplaylink
open class CADisplayLink: NSObject {
  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/init(target:selector:)
  public init(target: Any, selector sel: Selector) { declarationOnly() }

  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/add(to:formode:)
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) { declarationOnly() }

  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/invalidate()
  open func invalidate() { declarationOnly() }

  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/ispaused
  open var isPaused: Bool {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/quartzcore/cadisplaylink/timestamp
  open var timestamp: CFTimeInterval { declarationOnly() }
}
