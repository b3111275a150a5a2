// expect-error: incorrect argument label in call (have 'row:inSection:', expected 'row:section:')
// as: skin
// Planted error: UIKit spells it `IndexPath(row:section:)`.
#if canImport(UIKit)
  import UIKit

  @MainActor
  func firstRow() -> IndexPath {
    IndexPath(row: 0, inSection: 0)
  }
#endif
