#if canImport(UIKit)
  import Foundation

  /// Turns the main run loop, so that UIKit's deferred work runs as it would between two events.
  ///
  /// UIKit keeps views alive past the call that dropped them: a row animation's completion holds
  /// the table until the animation ends, and `perform(_:with:afterDelay:)` holds its target until
  /// the delay passes. A test that asserts an object is released turns the run loop first, or it
  /// fails for a reason that is not the library's.
  @MainActor
  enum RunLoopTurns {
    /// Turns the main run loop in 20 ms steps until `done()` holds or `timeout` seconds have
    /// passed (2 s by default: longer than any UIKit row animation). Returns `done()`.
    @discardableResult
    static func run(timeout: TimeInterval = 2, until done: () -> Bool) -> Bool {
      let deadline = Date(timeIntervalSinceNow: timeout)
      while !done(), Date() < deadline {
        RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.02))
      }
      return done()
    }
  }
#endif
