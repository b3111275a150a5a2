import Foundation
@_spi(Headless) import TableGestureCore

/// A script for the library's own swipe engine (`SwipeController`): which rows have which
/// actions, and what the finger and the app do, step by step.
///
/// Rows are named by label; horizontal distances are in points (negative = toward the left).
@_spi(Headless) public struct SwipeEngineScript: Equatable, Sendable {
  /// Actions for one edge of one row (`rowLabel` `nil` = every row without its own).
  public struct RowActions: Equatable, Sendable {
    public var rowLabel: String?
    public var edge: SwipeableEdge
    public var set: SwipeActionSet

    public init(rowLabel: String? = nil, edge: SwipeableEdge, set: SwipeActionSet) {
      self.rowLabel = rowLabel
      self.edge = edge
      self.set = set
    }
  }

  /// How the app answers the next action handler.
  public enum Answer: String, Equatable, Sendable, CaseIterable {
    /// Deletes the row from its data and the table, then completes `true`.
    case deleteRow
    /// Deletes the row from its data and the table with an animation (its cell stays on screen
    /// until a `finishAnimations` step), then completes `true`.
    case deleteRowAnimated
    /// Completes `true` without changing its data (a delete that did not happen).
    case keepData
    /// Completes `false`.
    case fail
    /// Keeps the completion for a later `complete` step.
    case hold
    /// On a list: deletes the item from a snapshot of its diffable data source and applies it
    /// (without an animation), telling the engine nothing, then completes `true`.
    case applyDelete
    /// The same, applied with an animation (the item's cell stays until `finishAnimations`).
    case applyDeleteAnimated

    /// Whether the answer is a diffable apply, which only a list's data source makes here.
    var applies: Bool { self == .applyDelete || self == .applyDeleteAnimated }
    /// Whether the answer deletes the row through the table (`deleteRows`).
    var deletes: Bool { self == .deleteRow || self == .deleteRowAnimated }
  }

  /// One step.
  public enum Step: Equatable, Sendable {
    /// A finger touches `row` and pans by `by`, released at `velocity` (points/s); a picture is
    /// drawn at each translation in `pictures`.
    case swipe(row: String, by: CGFloat, velocity: CGFloat, pictures: [CGFloat])
    /// A tap on the open row's button for action `action` (index in its edge's list).
    case tapButton(action: Int)
    /// A tap on `row`'s content.
    case tap(row: String)
    /// The table scrolls by `by` points.
    case scroll(by: CGFloat)
    /// Display frames until nothing moves; pictures at the given seconds and at the end.
    case settle(pictures: [Double])
    /// Opens `edge` of `row` programmatically.
    case show(row: String, edge: SwipeableEdge)
    /// Closes the open row programmatically.
    case hide
    /// The first-run hint on `row`.
    case hint(row: String)
    /// How the app answers the next handler.
    case answer(Answer)
    /// Calls the held completion.
    case complete(Bool)
    /// The app reloads `row` (`reloadRows(at:)`): the table hands it a fresh cell, at rest,
    /// without telling the engine.
    case reload(row: String)
    /// The table's width changes to `width` points (rotation, split view, window resize).
    case resize(width: CGFloat)
    /// The table's update animations end: cells kept for deleted rows leave.
    case finishAnimations
    /// Draws every transition style side by side (one row per style) at these fractions of
    /// the open width, straight from the core's layout maths.
    case transitions(fractions: [CGFloat])
  }

  public var rightToLeft: Bool
  /// The design environment the simulated table reports (`system` 18 or 26): what
  /// ``SwipeableLook/automatic`` draws as. Default iOS 18, the classic look.
  public var design: SwipeDesignEnvironment
  public var actions: [RowActions]
  public var steps: [Step]

  public init(
    rightToLeft: Bool = false, design: SwipeDesignEnvironment = .iOS18, actions: [RowActions],
    steps: [Step]
  ) {
    self.rightToLeft = rightToLeft
    self.design = design
    self.actions = actions
    self.steps = steps
  }
}
