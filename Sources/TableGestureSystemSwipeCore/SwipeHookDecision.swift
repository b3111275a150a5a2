@_spi(Headless) import TableGestureCore

/// The hook's verdict for one layout pass of a pull view: change these buttons, or touch nothing.
@_spi(Headless) public enum SwipeHookDecision: Sendable, Hashable {
  /// Leave every button (and the pull view) exactly as the system laid it out.
  case leaveStock(SwipeStockReason)
  /// Apply one plan per button, in button order; never empty.
  case customise([SwipeButtonPlan])

  /// Decides from what the probe found; checks, in this order: the class, `_actions`, that there
  /// are actions, that at least one is not `.default`, that the pull view is the classic one,
  /// `_cellEdge`, its value, the rounded style, the `_buttonWidth` instance variable, that
  /// key-value coding may reach it, the `buttonWidth` getter, and that there are as many buttons
  /// as actions. The first failing check is the reason to leave the buttons stock.
  ///
  /// Each action keeps its own style, so styles may be mixed. Every `.circular` and
  /// `.customView` button gets `spec.buttonWidth` (74 plus spacing when nothing was set). A
  /// `.default` button next to customised ones keeps its system look, and gets `spec.buttonWidth`
  /// only when its action set a width or a spacing (`hasCustomWidth`), so gaps line up; otherwise
  /// its width is left to the system. A configuration whose actions are all `.default` is left
  /// stock entirely, widths included: `.default` means "hands off". So is every configuration
  /// on iOS 26's dynamic pull view.
  public init(probe: SwipePullViewProbe) {
    guard probe.pullViewClassFound else {
      self = .leaveStock(.pullViewClassMissing)
      return
    }
    guard let actions = probe.actions else {
      self = .leaveStock(.actionsFieldMissing)
      return
    }
    guard !actions.isEmpty else {
      self = .leaveStock(.noActions)
      return
    }
    guard actions.contains(where: { $0.style.replacesSystemLook }) else {
      self = .leaveStock(.allActionsDefault)
      return
    }
    guard probe.pullViewKind == .classic else {
      self = .leaveStock(.dynamicPullView)
      return
    }
    guard let rawEdge = probe.cellEdgeRawValue else {
      self = .leaveStock(.cellEdgeFieldMissing)
      return
    }
    guard let edge = SwipeEdge(cellEdgeRawValue: rawEdge) else {
      self = .leaveStock(.unknownCellEdge(rawValue: rawEdge))
      return
    }
    if let reason = Self.buttonProblem(probe, actionCount: actions.count) {
      self = .leaveStock(reason)
      return
    }
    let plans = actions.enumerated().map { index, spec in
      let changesWidth = spec.style.replacesSystemLook || spec.hasCustomWidth
      return SwipeButtonPlan(
        index: index, spec: spec, edge: edge, buttonWidth: changesWidth ? spec.buttonWidth : nil)
    }
    self = .customise(plans)
  }

  /// The first check about the buttons themselves that fails, or `nil` when they all pass.
  private static func buttonProblem(
    _ probe: SwipePullViewProbe, actionCount: Int
  ) -> SwipeStockReason? {
    if probe.buttonsInClippingView { return .roundedPullViewStyle }
    if !probe.buttonsHaveButtonWidthIvar { return .buttonWidthIvarMissing }
    if !probe.keyValueCodingReachesIvars { return .ivarAccessDisallowed }
    if !probe.buttonsHaveButtonWidthGetter { return .buttonWidthGetterMissing }
    if probe.buttonCount != actionCount {
      return .buttonCountMismatch(buttons: probe.buttonCount, actions: actionCount)
    }
    return nil
  }

  /// The button plans, or an empty array when the buttons are left stock.
  public var plans: [SwipeButtonPlan] {
    if case .customise(let plans) = self { return plans }
    return []
  }

  /// Why the buttons are left stock, or `nil` when they are customised.
  public var stockReason: SwipeStockReason? {
    if case .leaveStock(let reason) = self { return reason }
    return nil
  }
}
