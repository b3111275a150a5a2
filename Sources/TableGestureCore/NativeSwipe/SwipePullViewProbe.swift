/// What the hook found on a `UISwipeActionPullView` at run time, before touching anything.
///
/// The skin fills this in with checks only (class lookup, `responds(to:)`, key lookups, counting
/// subviews); `SwipeHookDecision(probe:)` then says whether it may change the buttons.
public struct SwipePullViewProbe: Sendable, Hashable {
  /// Whether the private class `UISwipeActionPullView` exists.
  public var pullViewClassFound: Bool
  /// One spec per action read from `_actions`, in order; `nil` when the field is missing or is
  /// not an array of contextual actions.
  public var actions: [SwipeButtonSpec]?
  /// The raw `UIRectEdge` value read from `_cellEdge`; `nil` when the field is missing.
  public var cellEdgeRawValue: UInt?
  /// Whether every system button responds to the private `buttonWidth` setter.
  public var buttonsAcceptButtonWidth: Bool
  /// How many system buttons the pull view holds (negative counts as a mismatch).
  public var buttonCount: Int

  public init(
    pullViewClassFound: Bool,
    actions: [SwipeButtonSpec]?,
    cellEdgeRawValue: UInt?,
    buttonsAcceptButtonWidth: Bool,
    buttonCount: Int
  ) {
    self.pullViewClassFound = pullViewClassFound
    self.actions = actions
    self.cellEdgeRawValue = cellEdgeRawValue
    self.buttonsAcceptButtonWidth = buttonsAcceptButtonWidth
    self.buttonCount = buttonCount
  }
}
