// expect: pass
// as: skin
// Known-good skin code: a checked method exchange, a checked key-value read and a checked
// key-value write into an instance variable.
#if canImport(UIKit)
  import UIKit

  extension UIView {
    @objc(selfCheck_layoutSubviews)
    dynamic func selfCheckLayoutSubviews() {
      selfCheckLayoutSubviews()
    }
  }

  @MainActor
  func exchange(in cls: AnyClass) -> Bool {
    guard let original = class_getInstanceMethod(cls, #selector(UIView.layoutSubviews)),
      let hook = class_getInstanceMethod(UIView.self, #selector(UIView.selfCheckLayoutSubviews))
    else { return false }
    _ = class_addMethod(
      cls, #selector(UIView.selfCheckLayoutSubviews), method_getImplementation(hook),
      method_getTypeEncoding(hook))
    method_exchangeImplementations(original, hook)
    return true
  }

  @MainActor
  func edge(of view: UIView) -> UInt? {
    let found = "_cellEdge".withCString { class_getInstanceVariable(type(of: view), $0) != nil }
    guard found, type(of: view).accessInstanceVariablesDirectly else { return nil }
    return view.value(forKey: "_cellEdge") as? UInt
  }

  /// The width is written into the `_buttonWidth` instance variable through key-value coding
  /// (no iOS build has a `setButtonWidth:` setter), after checking the variable, that key-value
  /// coding may reach it, and the getter the system reads.
  @MainActor
  func widen(_ button: UIButton) {
    let buttonClass: AnyClass = type(of: button)
    let hasIvar = "_buttonWidth".withCString { class_getInstanceVariable(buttonClass, $0) != nil }
    guard hasIvar, type(of: button).accessInstanceVariablesDirectly,
      button.responds(to: NSSelectorFromString("buttonWidth"))
    else { return }
    let current = button.value(forKey: "buttonWidth") as? CGFloat
    if current != 80 { button.setValue(CGFloat(80), forKey: "buttonWidth") }
  }
#endif
