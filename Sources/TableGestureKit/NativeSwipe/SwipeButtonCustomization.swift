#if canImport(UIKit)
  import ObjectiveC
  import TableGestureCore
  import UIKit

  /// The switch for customised system swipe buttons: installs the layout hook on the private
  /// `UISwipeActionPullView`.
  ///
  /// The hook replaces the pull view's `layoutSubviews` with one that runs the original first and
  /// then applies the actions' widths and styles. It is installed at most once per process; the
  /// first non-`.default` style set on an action or a `CustomSwipeActionsConfiguration` installs
  /// it, so calling `install()` yourself is only needed to install it early.
  ///
  /// Private API: the class is looked up by name and the method checked before it is touched.
  /// If the class or its `layoutSubviews` is missing, nothing is changed, one line is logged and
  /// every swipe button keeps its stock look. Not testable on Linux.
  @MainActor
  public enum SwipeButtonCustomization {
    /// The name of the private class whose layout is hooked.
    static let pullViewClassName = "UISwipeActionPullView"

    private static let installation: Bool = installHook()

    /// Installs the hook if it is not installed yet; returns whether it is installed.
    @discardableResult
    public static func install() -> Bool { installation }

    private static func installHook() -> Bool {
      guard let pullViewClass = NSClassFromString(pullViewClassName) else {
        SwipeStockLog.shared.report(.pullViewClassMissing)
        return false
      }
      let layoutSelector = #selector(UIView.layoutSubviews)
      let hookSelector = #selector(UIView.tableGestureKitSwipeLayoutSubviews)
      guard let inherited = class_getInstanceMethod(pullViewClass, layoutSelector),
        let hook = class_getInstanceMethod(UIView.self, hookSelector)
      else {
        SwipeStockLog.shared.report(installFailure: "layoutSubviews not found")
        return false
      }
      // Give the pull view its own `layoutSubviews` (a no-op if it already has one), so that the
      // exchange below can never touch `UIView`'s implementation shared by every view.
      _ = class_addMethod(
        pullViewClass, layoutSelector, method_getImplementation(inherited),
        method_getTypeEncoding(inherited))
      guard
        class_addMethod(
          pullViewClass, hookSelector, method_getImplementation(hook),
          method_getTypeEncoding(hook)),
        let original = class_getInstanceMethod(pullViewClass, layoutSelector),
        let installed = class_getInstanceMethod(pullViewClass, hookSelector)
      else {
        SwipeStockLog.shared.report(installFailure: "could not add the layout hook")
        return false
      }
      method_exchangeImplementations(original, installed)
      return true
    }
  }

  extension UIView {
    /// The pull view's `layoutSubviews` once the hook is installed (the implementations are
    /// exchanged, so calling this selector from inside runs the system's original layout).
    @objc(tableGestureKit_swipeLayoutSubviews)
    dynamic func tableGestureKitSwipeLayoutSubviews() {
      tableGestureKitSwipeLayoutSubviews()
      SwipePullViewLayout.apply(to: self)
    }
  }

  /// Writes each kind of "left stock" problem to the log once per process.
  @MainActor
  final class SwipeStockLog {
    static let shared = SwipeStockLog()

    private var gate = SwipeStockLogGate()
    private var installFailureLogged = false

    /// Logs `reason` unless its kind was logged before or it is not a problem.
    func report(_ reason: SwipeStockReason) {
      if gate.shouldLog(reason) { print(reason.logMessage) }
    }

    /// Logs that the hook could not be installed, once.
    func report(installFailure detail: String) {
      guard !installFailureLogged else { return }
      installFailureLogged = true
      print("TableGestureKit: swipe buttons left stock: \(detail).")
    }
  }
#endif
