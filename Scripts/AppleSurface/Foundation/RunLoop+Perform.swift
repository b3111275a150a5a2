// Scheduling a block on a run loop (the swipe engine defers its cell reconciliation this way).
extension RunLoop {
  // https://developer.apple.com/documentation/foundation/runloop/perform(_:)
  @objc open func perform(_ block: @escaping @Sendable () -> Void) { declarationOnly() }

  // https://developer.apple.com/documentation/foundation/runloop/perform(inmodes:block:)
  @objc open func perform(inModes modes: [RunLoop.Mode], block: @escaping @Sendable () -> Void) {
    declarationOnly()
  }
}
