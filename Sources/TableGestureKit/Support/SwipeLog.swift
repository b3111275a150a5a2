#if canImport(UIKit)
  import os
  @_spi(Headless) import TableGestureCore
  @_spi(Headless) import TableGestureSystemSwipeCore
  import UIKit

  /// Writes the library's swipe notes and the system-button customiser's problems to the system
  /// log, each kind once per process. `package`: the kit and the customiser
  /// (`TableGestureSystemSwipe`) share it.
  ///
  /// Subsystem `TableGestureKit`, category `SwipeButtons`, level notice. Messages are marked public: they hold only class names, counts and
  /// this library's own words. Not testable on Linux.
  @MainActor
  package final class SwipeLog {
    package static let shared = SwipeLog()
    package static let subsystem = "TableGestureKit"
    package static let category = "SwipeButtons"

    private var gate = SwipeStockLogGate()
    private var writtenOnce: Set<String> = []

    /// Logs `reason` unless its kind was logged before or it is not a problem.
    package func report(_ reason: SwipeStockReason) {
      if gate.shouldLog(reason) { write(reason.logMessage) }
    }

    /// Logs that a hook could not be installed, once per detail.
    package func report(installFailure detail: String) {
      once("swipe buttons left stock: \(detail).")
    }

    /// Logs a note about how the library is used, once per distinct sentence.
    package func report(note: String) {
      once(note)
    }

    /// In debug builds, logs which optional methods of `delegate`'s protocol it does not
    /// implement (`GestureDelegateCheck.coverageNote(delegateType:implements:)`: a near miss the
    /// compiler cannot see), once per delegate class. Release builds log nothing.
    package func reportCoverage(of delegate: AnyObject?, by check: GestureDelegateCheck) {
      #if DEBUG
        // Every Objective-C object answers `responds(to:)`, Swift classes too (their root class
        // adopts the NSObject protocol).
        guard let object = delegate as? NSObjectProtocol else { return }
        check.coverageNote(delegateType: String(describing: Swift.type(of: object))) {
          object.responds(to: NSSelectorFromString($0))
        }.map(once)
      #endif
    }

    /// Logs a status that is not active, once per distinct sentence.
    package func report(status: SystemSwipeButtonsStatus) {
      guard !status.isActive else { return }
      once(status.description)
    }

    private func once(_ message: String) {
      guard writtenOnce.insert(message).inserted else { return }
      write(message)
    }

    private func write(_ message: String) {
      Logger(subsystem: Self.subsystem, category: Self.category)
        .notice("\(message, privacy: .public)")
    }
  }
#endif
