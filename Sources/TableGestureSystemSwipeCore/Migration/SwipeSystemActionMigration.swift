import Foundation
@_spi(Headless) import TableGestureCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The one-line move from the system swipe: turns the facts of `UIContextualAction`s and a
/// `UISwipeActionsConfiguration` into the engine's ``SwipeAction``s and ``SwipeableOptions``, keeping
/// the looks set through the library's system-swipe customiser.
///
/// Rules, per action (``SwipeSystemActionFacts``):
/// - Every style keeps the identifier, the title (VoiceOver reads it even when a custom visual
///   hides it), `.destructive` for a destructive action, and the spacing (`spacing` when finite
///   and positive, else 0).
/// - `.default`: title, image and colour as given; `width` = `preferredWidth` when finite and
///   positive, else `nil` (the metrics profile sizes the button). Visual ``SwipeMigratedAction/Visual/standard``.
/// - `.circular`: the button is clear and as wide as the circle; the circle's diameter is the
///   resolved width (`preferredWidth` when finite and positive, else
///   ``SwipeButtonSpec/defaultWidth``, 74 pt) and its colour the action's (or its style's
///   default) → `customView` d × d, visual ``SwipeMigratedAction/Visual/circle(diameter:color:)``.
/// - `.customView`: `width` = resolved width; `customView` = (width − left − right insets,
///   never negative) × (`customViewHeight` when finite and positive, else 0), with the insets
///   (non-finite components as 0); visual ``SwipeMigratedAction/Visual/custom(insets:height:)``,
///   where height 0 means "fill the visible band minus the insets".
///
/// Per edge: the table's options, with no full swipe when `performsFirstActionWithFullSwipe` is
/// off (``options(own:performsFirstActionWithFullSwipe:table:)``); with the default options
/// (metrics ``SwipeableMetrics/native``, no expansion style of their own) a full swipe behaves
/// as the system's does (the native
/// profile's ``SwipeableMetrics/defaultExpansion``: full-width target, the early trigger for a
/// destructive outermost action, the fill resolved by the app's completion, as a
/// `UIContextualAction` handler resolves it).
@_spi(Headless) public enum SwipeSystemActionMigration {
  /// The engine action and visual for one system action.
  public static func action(_ facts: SwipeSystemActionFacts) -> SwipeMigratedAction {
    let spec = facts.button
    var action = SwipeAction(
      identifier: facts.identifier, title: facts.title, image: facts.image,
      style: facts.isDestructive ? .destructive : .default,
      backgroundColor: facts.backgroundColor, spacing: spec.resolvedSpacing)
    switch spec.style {
    case .default:
      action.width = spec.preferredWidth.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
      return SwipeMigratedAction(action: action, visual: .standard)
    case .circular:
      let diameter = spec.resolvedWidth
      let color = action.resolvedBackgroundColor
      action.backgroundColor = .clear
      action.width = diameter
      action.customView = SwipeCustomView(size: CGSize(width: diameter, height: diameter))
      return SwipeMigratedAction(
        action: action, visual: .circle(diameter: diameter, color: color))
    case .customView:
      let width = spec.resolvedWidth
      let insets = spec.customViewInsets.sanitized
      let height = spec.customViewHeight.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? 0
      let viewWidth = width - insets.left - insets.right
      action.width = width
      action.customView = SwipeCustomView(
        size: CGSize(width: viewWidth.isFinite ? Swift.max(0, viewWidth) : 0, height: height),
        insets: insets)
      return SwipeMigratedAction(action: action, visual: .custom(insets: insets, height: height))
    }
  }

  /// The options of an edge migrated from a `UISwipeActionsConfiguration` on a table with the
  /// default options (see ``options(own:performsFirstActionWithFullSwipe:table:)``).
  public static func options(performsFirstActionWithFullSwipe: Bool) -> SwipeableOptions {
    options(
      own: nil, performsFirstActionWithFullSwipe: performsFirstActionWithFullSwipe,
      table: SwipeableOptions(metrics: .native))
  }

  /// The options one row's edge uses: the row's own (`SwipeableActionsConfiguration.options`)
  /// when set, which replace the table's `swipeableOptions` whole (nothing is merged field by
  /// field); else the table's. A configuration migrated from `UISwipeActionsConfiguration` sets
  /// none of its own, so a table pinned to a look keeps it on those rows (round 5's newcomer run):
  /// only its `performsFirstActionWithFullSwipe` (`nil` for a configuration not migrated) carries
  /// over, and only as `false` — a full swipe needs both the table's ``SwipeableOptions/allowsFullSwipe``
  /// and the configuration's, since `true` is `UISwipeActionsConfiguration`'s default, not a
  /// choice.
  public static func options(
    own: SwipeableOptions?, performsFirstActionWithFullSwipe: Bool?, table: SwipeableOptions
  ) -> SwipeableOptions {
    if let own { return own }
    var options = table
    if performsFirstActionWithFullSwipe == false { options.allowsFullSwipe = false }
    return options
  }

  /// A whole edge: the configuration's actions in its order (index 0 outermost, as in
  /// `UISwipeActionsConfiguration`), their visuals in the same order, and the options.
  public static func actionSet(
    _ actions: [SwipeSystemActionFacts], performsFirstActionWithFullSwipe: Bool = true
  ) -> (set: SwipeActionSet, visuals: [SwipeMigratedAction.Visual]) {
    let migrated = actions.map(action)
    let set = SwipeActionSet(
      actions: migrated.map(\.action),
      options: options(performsFirstActionWithFullSwipe: performsFirstActionWithFullSwipe))
    return (set, migrated.map(\.visual))
  }
}
