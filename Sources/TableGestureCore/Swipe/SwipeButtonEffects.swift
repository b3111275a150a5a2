import Foundation

/// What a pan update or frame needs from an edge's actions to fill in its buttons' scale and
/// alpha, resolved once when the actions are set: each action's ``SwipeableScaleTransition`` and
/// the ``SwipeableScaleAndAlphaExpansion`` in force. Reading it costs one reference, where reading
/// the ``SwipeActionSet`` copied its actions and options on every event.
final class SwipeButtonEffects {
  /// Each action's transition, in action order (index 0 is the outermost button).
  let transitions: [SwipeableScaleTransition?]
  /// The expansion effect on the other buttons, if any.
  let expansion: SwipeableScaleAndAlphaExpansion?

  /// The number of actions.
  var count: Int { transitions.count }

  /// The effects of `set`'s buttons, or `nil` when they have none (no action has a transition and
  /// no expansion effect is in force): every button keeps scale and alpha 1, and a pan update or
  /// frame has nothing to fill in.
  init?(_ set: SwipeActionSet) {
    let transitions = set.actions.map(\.transition)
    let expansion = SwipeableScaleAndAlphaExpansion.resolved(
      options: set.options, expandingAction: set.actions.first)
    guard expansion != nil || transitions.contains(where: { $0 != nil }) else { return nil }
    self.transitions = transitions
    self.expansion = expansion
  }
}
