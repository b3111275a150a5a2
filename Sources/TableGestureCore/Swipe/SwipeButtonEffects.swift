import Foundation

/// What a pan update or frame needs from an edge's actions to fill in its buttons' scale and
/// alpha, resolved once when the actions are set: each action's ``SwipeableScaleTransition`` and
/// the ``SwipeableScaleAndAlphaExpansion`` in force. Reading it costs one reference, where reading
/// the ``SwipeActionSet`` copied its actions and options on every event (issue 18).
final class SwipeButtonEffects {
  /// Each action's transition, in action order (index 0 is the outermost button).
  let transitions: [SwipeableScaleTransition?]
  /// The expansion effect on the other buttons, if any.
  let expansion: SwipeableScaleAndAlphaExpansion?

  /// The number of actions.
  var count: Int { transitions.count }

  init(_ set: SwipeActionSet) {
    transitions = set.actions.map(\.transition)
    expansion = SwipeableScaleAndAlphaExpansion.resolved(
      options: set.options, expandingAction: set.actions.first)
  }
}
