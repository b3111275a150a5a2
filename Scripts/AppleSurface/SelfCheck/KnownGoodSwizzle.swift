// expect: pass
// as: skin
// Known-good skin code: a checked method exchange and a checked key-value read.
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

  @MainActor
  func widen(_ button: UIButton) {
    if button.responds(to: NSSelectorFromString("setButtonWidth:")) {
      button.setValue(CGFloat(80), forKey: "buttonWidth")
    }
  }
#endif
