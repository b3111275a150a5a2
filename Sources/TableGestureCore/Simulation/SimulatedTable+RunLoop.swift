/// The main run loop around the table, as far as deferred work sees it: modes, and the order of
/// queued work against the layout pass.
extension SimulatedTable {
  /// The mode the main run loop runs in now: ``RunLoopModes/tracking`` while ``isTracking``,
  /// else ``RunLoopModes/default``.
  public var runLoopMode: RunLoopModes { isTracking ? .tracking : .default }

  /// How many pieces of queued work wait for a turn in one of their modes.
  public var queuedWorkCount: Int { queuedWork.count }

  /// Queues `work` for the next turn of the run loop that runs in one of `modes` (UIKit:
  /// `RunLoop.main.perform(inModes:block:)`,
  /// https://developer.apple.com/documentation/foundation/runloop/perform(inmodes:block:)).
  public func perform(inModes modes: RunLoopModes, _ work: @escaping () -> Void) {
    queuedWork.append((modes, work))
  }

  /// One turn of the main run loop after an event: the queued work whose modes include
  /// ``runLoopMode`` runs, oldest first (the rest stays queued), then the layout pass of Core
  /// Animation's commit (``layoutIfNeeded()``). Work runs before the layout: CFRunLoop runs
  /// queued blocks right after the event's sources and timers, and the commit in an observer
  /// before the loop sleeps (`__CFRunLoopRun` in apple/swift-corelibs-foundation's CFRunLoop.c),
  /// so work queued during an event that must see the turn's layout lays the table out itself.
  /// Work queued while this turn runs waits for the next turn.
  public func runLoopTurn() {
    let mode = runLoopMode
    let due = queuedWork.filter { !$0.modes.isDisjoint(with: mode) }
    queuedWork.removeAll { !$0.modes.isDisjoint(with: mode) }
    for item in due { item.work() }
    layoutIfNeeded()
  }
}
