#if canImport(UIKit)
  import ObjectiveC
  import TableGestureCore
  import UIKit

  /// Reads a laid-out `UISwipeActionPullView`, asks the core what to do, and does it.
  ///
  /// Runs right after the system's own layout, on every layout pass of the pull view, whether it
  /// sits directly in the table (iOS 11–12) or inside the swipe container (iOS 13 and later): it
  /// only uses the pull view, its superview's width and its buttons. Every private name is
  /// checked before use; anything missing leaves the buttons stock (`SwipeHookDecision`).
  /// Not testable on Linux.
  @MainActor
  enum SwipePullViewLayout {
    static let actionsIvarName = "_actions"
    static let cellEdgeIvarName = "_cellEdge"
    static let buttonWidthKey = "buttonWidth"
    static let buttonWidthSetter = NSSelectorFromString("setButtonWidth:")
    static let buttonWidthGetter = NSSelectorFromString("buttonWidth")
    /// Circular visuals move to a new frame over this many seconds after their first layout.
    static let circularAnimationDuration: TimeInterval = 0.5

    static func apply(to pullView: UIView) {
      let buttons = pullView.subviews.compactMap { $0 as? UIButton }
      let actions = contextualActions(of: pullView)
      let probe = SwipePullViewProbe(
        pullViewClassFound: true,
        actions: actions?.map(\.swipeButtonSpec),
        cellEdgeRawValue: cellEdgeRawValue(of: pullView),
        buttonsAcceptButtonWidth: buttons.allSatisfy { $0.responds(to: buttonWidthSetter) },
        buttonCount: buttons.count)
      switch SwipeHookDecision(probe: probe) {
      case .leaveStock(let reason):
        SwipeStockLog.shared.report(reason)
      case .customise(let plans):
        guard let actions else { return }
        pullView.backgroundColor = .clear
        let containerWidth = pullView.superview?.bounds.width ?? 0
        for plan in plans {
          apply(
            plan, to: buttons[plan.index], action: actions[plan.index],
            pullViewSize: pullView.bounds.size, containerWidth: containerWidth)
        }
      }
    }

    private static func apply(
      _ plan: SwipeButtonPlan, to button: UIButton, action: UIContextualAction,
      pullViewSize: CGSize, containerWidth: CGFloat
    ) {
      if let width = plan.buttonWidth { setButtonWidth(width, on: button) }
      guard
        let frame = plan.visualFrame(
          buttonFrame: button.frame, pullViewSize: pullViewSize, containerWidth: containerWidth)
      else {
        SwipeInjectedView.removeAll(from: button)
        return
      }
      hideSystemVisuals(of: button)
      switch plan.style {
      case .default:
        break
      case .circular:
        let (visual, isNew) = SwipeCircularVisual.findOrInstall(in: button)
        visual.fillColor = action.backgroundColor
        visual.image = action.image
        if isNew || visual.frame == frame {
          visual.frame = frame
        } else {
          UIView.animate(
            withDuration: circularAnimationDuration, animations: { visual.frame = frame },
            completion: nil)
        }
      case .customView:
        // No animation: the system's reveal animation already drives these layout passes, and a
        // second animation would lag behind the button.
        let host = SwipeCustomViewHost.findOrInstall(in: button) { button in
          action.customViewProvider?(action, button)
        }
        host.frame = frame
      }
    }

    /// The pull view's actions, or `nil` when `_actions` is missing, unreadable or holds anything
    /// but contextual actions.
    private static func contextualActions(of pullView: UIView) -> [UIContextualAction]? {
      guard let value = readIvar(actionsIvarName, of: pullView), let items = value as? [Any]
      else { return nil }
      let actions = items.compactMap { $0 as? UIContextualAction }
      return actions.count == items.count ? actions : nil
    }

    /// The raw `UIRectEdge` in `_cellEdge`, or `nil` when it is missing or unreadable.
    private static func cellEdgeRawValue(of pullView: UIView) -> UInt? {
      readIvar(cellEdgeIvarName, of: pullView) as? UInt
    }

    /// Reads an instance variable through key-value coding, only after checking that the class
    /// has it and lets key-value coding read instance variables (a missing key would raise).
    private static func readIvar(_ name: String, of object: NSObject) -> Any? {
      let objectClass: AnyClass = type(of: object)
      let hasIvar = name.withCString { class_getInstanceVariable(objectClass, $0) != nil }
      guard type(of: object).accessInstanceVariablesDirectly, hasIvar else { return nil }
      return object.value(forKey: name)
    }

    /// Writes the private `buttonWidth`, only when the button has the setter and the value
    /// changes (writing asks for another layout pass).
    private static func setButtonWidth(_ width: CGFloat, on button: UIButton) {
      guard button.responds(to: buttonWidthSetter) else { return }
      if button.responds(to: buttonWidthGetter),
        let current = button.value(forKey: buttonWidthKey) as? CGFloat, current == width
      {
        return
      }
      button.setValue(width, forKey: buttonWidthKey)
    }

    /// Hides the system's own title, image and background so only the injected view shows.
    private static func hideSystemVisuals(of button: UIButton) {
      button.backgroundColor = .clear
      for subview in button.subviews where !(subview is SwipeInjectedView) {
        subview.isHidden = true
      }
    }
  }
#endif
