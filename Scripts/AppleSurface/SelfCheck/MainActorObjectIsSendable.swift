// expect: pass
// as: skin
// Known-good: a `@MainActor` subclass of NSObject is `Sendable` (the compiler recognises NSObject
// only in a module named ObjectiveC, so this fails if the model's root class moves elsewhere).
#if canImport(UIKit)
  import UIKit

  @MainActor
  final class Scheduler: NSObject {
    var pending = false

    func schedule() {
      RunLoop.main.perform { [weak self] in
        MainActor.assumeIsolated { self?.pending = false }
      }
    }
  }
#endif
