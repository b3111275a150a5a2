@_spi(Headless) import TableGestureCore

/// What the hook found on a system pull view at run time, before touching anything.
///
/// The skin fills this in with checks only (class lookups, `class_getInstanceVariable`,
/// `responds(to:)`, key-value reads of fields it has checked, counting subviews);
/// `SwipeHookDecision(probe:)` then says whether it may change the buttons. The private names
/// behind each field, the iOS versions they were confirmed in and the evidence are listed in
/// `Scripts/AppleSurface/PrivateSwipeSurface.md`.
@_spi(Headless) public struct SwipePullViewProbe: Sendable, Hashable {
  /// Whether the private class `UISwipeActionPullView` exists.
  public var pullViewClassFound: Bool
  /// Which pull view is being laid out: the classic one (iOS 15–18, iOS 26 with the opt-out) or
  /// iOS 26's dynamic one, which only gets a report-only hook.
  public var pullViewKind: SwipePullViewKind
  /// One spec per action read from `_actions`, in order; `nil` when the field is missing or is
  /// not an array of contextual actions.
  public var actions: [SwipeButtonSpec]?
  /// The raw `UIRectEdge` value read from `_cellEdge`; `nil` when the field is missing.
  public var cellEdgeRawValue: UInt?
  /// Whether the pull view keeps its buttons inside a `_clippingView` (the rounded style, which
  /// this library leaves stock).
  public var buttonsInClippingView: Bool
  /// Whether every system button's class has the `_buttonWidth` instance variable.
  public var buttonsHaveButtonWidthIvar: Bool
  /// Whether key-value coding may reach instance variables of every button's class
  /// (`accessInstanceVariablesDirectly`): the width is written with
  /// `setValue(_:forKey: "buttonWidth")`, which only lands in `_buttonWidth` when it may.
  public var keyValueCodingReachesIvars: Bool
  /// Whether every system button responds to the `buttonWidth` getter (the value the system
  /// reads when it sizes the reveal, the open threshold and the tap areas).
  public var buttonsHaveButtonWidthGetter: Bool
  /// How many system buttons the pull view holds (negative counts as a mismatch).
  public var buttonCount: Int

  /// Creates the findings; each argument sets the property of the same name.
  public init(
    pullViewClassFound: Bool,
    pullViewKind: SwipePullViewKind = .classic,
    actions: [SwipeButtonSpec]?,
    cellEdgeRawValue: UInt?,
    buttonsInClippingView: Bool = false,
    buttonsHaveButtonWidthIvar: Bool,
    keyValueCodingReachesIvars: Bool,
    buttonsHaveButtonWidthGetter: Bool,
    buttonCount: Int
  ) {
    self.pullViewClassFound = pullViewClassFound
    self.pullViewKind = pullViewKind
    self.actions = actions
    self.cellEdgeRawValue = cellEdgeRawValue
    self.buttonsInClippingView = buttonsInClippingView
    self.buttonsHaveButtonWidthIvar = buttonsHaveButtonWidthIvar
    self.keyValueCodingReachesIvars = keyValueCodingReachesIvars
    self.buttonsHaveButtonWidthGetter = buttonsHaveButtonWidthGetter
    self.buttonCount = buttonCount
  }

  /// Whether the pull view's actions ask for anything but the system look (at least one action
  /// has a non-`.default` style). Only such swipes tell the device status which pull view this
  /// app gets, and only they are worth a log line.
  public var asksForCustomLook: Bool {
    actions?.contains { $0.style.replacesSystemLook } ?? false
  }
}
