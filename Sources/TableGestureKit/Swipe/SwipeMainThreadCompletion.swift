#if canImport(UIKit)
  import Foundation

  /// The completion an action's handler receives, callable from any thread: on the main thread it
  /// completes at once (the common case, a handler that completes before it returns, stays in
  /// the same event), from any other it completes on the main queue. A Swift 5 app, or a
  /// `UIContextualAction` handler migrated with `SwipeableAction(_:)`, may call it from a
  /// `URLSession` callback; without the hop that drove the engine and UIKit off the main thread
  /// (device review r4, N9).
  ///
  /// Not testable on Linux (the UIKit skin); the iOS tests call it from a background thread.
  final class SwipeMainThreadCompletion: @unchecked Sendable {
    private let complete: @MainActor (Bool) -> Void

    /// Completes with `complete`, always on the main thread.
    init(_ complete: @escaping @MainActor (Bool) -> Void) {
      self.complete = complete
    }

    /// Reports the outcome (from any thread).
    nonisolated func callAsFunction(_ success: Bool) {
      guard Thread.isMainThread else {
        DispatchQueue.main.async { MainActor.assumeIsolated { self.complete(success) } }
        return
      }
      MainActor.assumeIsolated { complete(success) }
    }
  }
#endif
