import Foundation
@_spi(Headless) import TableGestureCore

/// A gesture script: a table, the drag rules, tuning, and timed finger events.
///
/// Read one from JSON with ``ScriptReader``; the built-in scenarios build them in code. All
/// lengths are in points, all times in seconds. Finger positions are in the table's frame (the
/// viewport: `y = 0` is the table's top edge, under any top inset), not in content coordinates:
/// a finger that stays still while the table autoscrolls keeps its `y`.
@_spi(Headless) public struct GestureScript: Equatable, Sendable {
  /// A title for the summary and the storyboard.
  public var name: String
  public var table: ScriptTable
  public var rules: ScriptRules
  public var tuning: ScriptTuning
  /// The events, in time order.
  public var events: [ScriptEvent]
  /// Swipe showcases to draw after the drag events (built-in scenarios only; not in JSON).
  public var swipes: [SwipeShowcase]
  /// Steps for the library's own swipe engine, run after everything else (see
  /// ``SwipeEngineRunner``).
  public var swipeEngine: SwipeEngineScript?

  public init(
    name: String, table: ScriptTable, rules: ScriptRules = ScriptRules(),
    tuning: ScriptTuning = ScriptTuning(), events: [ScriptEvent], swipes: [SwipeShowcase] = [],
    swipeEngine: SwipeEngineScript? = nil
  ) {
    self.name = name
    self.table = table
    self.rules = rules
    self.tuning = tuning
    self.events = events
    self.swipes = swipes
    self.swipeEngine = swipeEngine
  }
}
