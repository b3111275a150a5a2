// expect-error: extraneous argument label 'name:' in call
// as: skin
// Planted error: the Objective-C runtime functions take unlabelled arguments, as in C.
#if canImport(UIKit)
  import UIKit

  @MainActor
  func addHook(to cls: AnyClass, from method: Method) -> Bool {
    class_addMethod(
      cls, name: #selector(UIView.layoutSubviews), method_getImplementation(method),
      method_getTypeEncoding(method))
  }
#endif
