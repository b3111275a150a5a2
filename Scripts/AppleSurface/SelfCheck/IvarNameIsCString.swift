// expect-error: cannot convert value of type 'Selector' to expected argument type 'UnsafePointer<CChar>'
// as: skin
// Planted error: instance variables are looked up by C-string name, not by selector.
#if canImport(UIKit)
  import UIKit

  @MainActor
  func hasActions(_ cls: AnyClass) -> Bool {
    class_getInstanceVariable(cls, NSSelectorFromString("_actions")) != nil
  }
#endif
