#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// Hears UIKit's own list swipe pan begin (a target added to it with the public
  /// `addTarget(_:action:)`), so that the swipe helper can log why its pan stood down
  /// (`SystemSwipeStandDown.systemSwipeBegan(rules:)`). The watch is stored on the recognizer
  /// itself, so it lives exactly as long as the recognizer that messages it; one watch per
  /// recognizer, whose closure the latest helper replaces.
  ///
  /// Not testable on Linux (UIKit); the iOS test `SwipeableCollectionSystemSwipeTests` checks
  /// the pan's failure requirement.
  @MainActor
  final class SystemSwipeBeganWatch: NSObject {
    private static let key = AssociatedKey<SystemSwipeBeganWatch>()
    private var began: @MainActor () -> Void

    private init(began: @escaping @MainActor () -> Void) {
      self.began = began
    }

    /// Calls `began` each time `recognizer` begins, replacing what an earlier call gave.
    static func watch(
      _ recognizer: UIGestureRecognizer, began: @escaping @MainActor () -> Void
    ) {
      if let known = key.get(from: recognizer) {
        known.began = began
        return
      }
      let made = SystemSwipeBeganWatch(began: began)
      key.set(made, on: recognizer)
      recognizer.addTarget(made, action: #selector(stateDidChange(_:)))
    }

    @objc private func stateDidChange(_ recognizer: UIGestureRecognizer) {
      guard recognizer.state == .began else { return }
      began()
    }
  }
#endif
