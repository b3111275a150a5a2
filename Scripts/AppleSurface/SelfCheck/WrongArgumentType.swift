// expect-error: cannot convert value of type 'IndexPath' to expected argument type 'UIView'
// as: skin
// Planted error: `addSubview(_:)` takes a view, not an index path.
#if canImport(UIKit)
  import UIKit

  @MainActor
  func attach(row: Int, to parent: UIView) {
    parent.addSubview(IndexPath(row: row, section: 0))
  }
#endif
