// expect-error: main actor-isolated property 'alpha' can not be mutated from a nonisolated context
// as: skin
// Planted error: `UIView` is `@MainActor`; a nonisolated function must not touch it.
#if canImport(UIKit)
  import UIKit

  nonisolated func hide(_ view: UIView) {
    view.alpha = 0
  }
#endif
