#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  @_spi(Headless) import TableGestureSystemSwipeCore
  import TableGestureKit
  import UIKit

  /// Reads a laid-out pull view, asks the core what to do, and does it.
  ///
  /// `apply(to:)` runs right after the classic pull view's own layout, on every layout pass: it
  /// only uses the pull view, its superview's width and its buttons. Every private name is
  /// checked before use; anything missing leaves the buttons stock (`SwipeHookDecision`).
  /// `report(dynamicPullView:)` runs after iOS 26's dynamic pull view's layout and changes
  /// nothing. Not testable on Linux.
  @MainActor
  enum SwipePullViewLayout {
    /// Circular visuals move to a new frame over this many seconds after their first layout.
    static let circularAnimationDuration: TimeInterval = 0.5

    static func apply(to pullView: UIView) {
      let actions = contextualActions(of: pullView)
      // UIKit's own pairing, `_buttons[i]` with `_actions[i]`, where it reads; else subview order
      // (N15).
      let buttons = SwipeButtonPairing.buttons(
        listed: SwipeRuntime.readIvar(SwipePrivateNames.buttonsIvar, of: pullView) as? [UIButton],
        subviews: pullView.subviews.compactMap { $0 as? UIButton },
        actionCount: actions?.count ?? -1)
      let probe = SwipePullViewProbe(
        pullViewClassFound: true,
        pullViewKind: .classic,
        actions: actions?.map(\.swipeButtonSpec),
        cellEdgeRawValue: SwipeRuntime.readIvar(SwipePrivateNames.cellEdgeIvar, of: pullView)
          as? UInt,
        buttonsInClippingView: SwipeRuntime.readIvar(
          SwipePrivateNames.clippingViewIvar, of: pullView) is UIView,
        buttonsHaveButtonWidthIvar: buttons.allSatisfy {
          SwipeRuntime.hasIvar(SwipePrivateNames.buttonWidthIvar, in: type(of: $0))
        },
        keyValueCodingReachesIvars: buttons.allSatisfy {
          type(of: $0).accessInstanceVariablesDirectly
        },
        buttonsHaveButtonWidthGetter: buttons.allSatisfy {
          $0.responds(to: SwipePrivateNames.buttonWidthGetter)
        },
        buttonCount: buttons.count)
      if probe.asksForCustomLook { SwipeButtonCustomization.recordSeen(.classic) }
      switch SwipeHookDecision(probe: probe) {
      case .leaveStock(let reason):
        SwipeLog.shared.report(reason)
      case .customise(let plans):
        guard let actions else { return }
        // With one action the pull view paints itself in the action's colour; the visuals
        // bring their own.
        pullView.backgroundColor = .clear
        let containerWidth = pullView.superview?.bounds.width ?? 0
        for plan in plans {
          apply(
            plan, to: buttons[plan.index], action: actions[plan.index],
            pullViewSize: pullView.bounds.size, containerWidth: containerWidth)
        }
      }
    }

    /// Notes that a row with a custom look was swiped on iOS 26's dynamic pull view (logged
    /// once, through the device status); touches nothing.
    static func report(dynamicPullView pullView: UIView) {
      guard SwipeButtonCustomization.lastSeenPullView != .dynamic else { return }
      let asksForCustomLook =
        contextualActions(of: pullView)?.contains {
          $0.preferredButtonStyle.replacesSystemLook
        } ?? false
      if asksForCustomLook { SwipeButtonCustomization.recordSeen(.dynamic) }
    }

    private static func apply(
      _ plan: SwipeButtonPlan, to button: UIButton, action: UIContextualAction,
      pullViewSize: CGSize, containerWidth: CGFloat
    ) {
      // The stored value, read from the instance variable itself: the getter may compute (and
      // touch the title label) when nothing is stored.
      let current = SwipeRuntime.readIvar(SwipePrivateNames.buttonWidthIvar, of: button) as? CGFloat
      if let width = plan.widthToWrite(current: current) {
        button.setValue(width, forKey: SwipePrivateNames.buttonWidthKey)
      }
      guard
        let frame = plan.visualFrame(
          buttonFrame: button.frame, pullViewSize: pullViewSize, containerWidth: containerWidth)
      else {
        SwipeSystemVisuals.restore(in: button)
        return
      }
      SwipeSystemVisuals.hide(in: button)
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
      guard let value = SwipeRuntime.readIvar(SwipePrivateNames.actionsIvar, of: pullView),
        let items = value as? [Any]
      else { return nil }
      let actions = items.compactMap { $0 as? UIContextualAction }
      return actions.count == items.count ? actions : nil
    }
  }
#endif
