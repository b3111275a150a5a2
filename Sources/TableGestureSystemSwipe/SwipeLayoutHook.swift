#if canImport(UIKit)
  import ObjectiveC
  import TableGestureKit
  import UIKit

  /// Puts a layout hook on a private pull-view class: exchanges its `layoutSubviews` with one of
  /// the `UIView` methods below, which run the original first.
  ///
  /// The class is looked up by name and its method checked before anything is touched; a
  /// failure changes nothing and is logged once. Not testable on Linux.
  @MainActor
  enum SwipeLayoutHook {
    /// Installs `hook` (a selector of a `UIView` method below) on the class named `className`;
    /// returns whether it is installed. Call at most once per class and hook.
    static func install(on className: String, hook hookSelector: Selector) -> Bool {
      guard let viewClass = NSClassFromString(className) else {
        SwipeLog.shared.report(installFailure: "\(className) not found")
        return false
      }
      let layoutSelector = #selector(UIView.layoutSubviews)
      guard let inherited = class_getInstanceMethod(viewClass, layoutSelector),
        let hook = class_getInstanceMethod(UIView.self, hookSelector)
      else {
        SwipeLog.shared.report(installFailure: "layoutSubviews of \(className) not found")
        return false
      }
      // Give the class its own `layoutSubviews` (a no-op if it already has one), so that the
      // exchange below can never touch `UIView`'s implementation shared by every view.
      _ = class_addMethod(
        viewClass, layoutSelector, method_getImplementation(inherited),
        method_getTypeEncoding(inherited))
      guard
        class_addMethod(
          viewClass, hookSelector, method_getImplementation(hook), method_getTypeEncoding(hook)),
        let original = class_getInstanceMethod(viewClass, layoutSelector),
        let installed = class_getInstanceMethod(viewClass, hookSelector)
      else {
        SwipeLog.shared.report(installFailure: "could not add the layout hook to \(className)")
        return false
      }
      method_exchangeImplementations(original, installed)
      return true
    }
  }

  extension UIView {
    /// The classic pull view's `layoutSubviews` once hooked (the implementations are exchanged,
    /// so calling this selector from inside runs the system's original layout).
    @objc(tableGestureKit_swipeLayoutSubviews)
    dynamic func tableGestureKitSwipeLayoutSubviews() {
      tableGestureKitSwipeLayoutSubviews()
      SwipePullViewLayout.apply(to: self)
    }

    /// iOS 26's dynamic pull view's `layoutSubviews` once hooked: the original, then a report
    /// only (nothing is changed).
    @objc(tableGestureKit_dynamicSwipeLayoutSubviews)
    dynamic func tableGestureKitDynamicSwipeLayoutSubviews() {
      tableGestureKitDynamicSwipeLayoutSubviews()
      SwipePullViewLayout.report(dynamicPullView: self)
    }
  }
#endif
