import Foundation
@_spi(Headless) import TableGestureCore
@_spi(Headless) import TableGestureSystemSwipeCore

/// A system swipe on one row, shown at several reveal stages with the core's button maths.
///
/// The simulator has no `UISwipeActionPullView`; it lays the buttons out with its own model of
/// one (see ``SwipePicture/make(showcase:stage:cellSize:)``), which keeps what matters to the
/// library's maths from the decompiled pull view: each button's real frame stays at its natural
/// width and is pinned at its inner side, while its slot gets the width the library wrote. It
/// asks the core (`SwipeHookDecision`, `SwipeButtonPlan`, `SwipeButtonLayout`) for everything
/// the library decides: which buttons are customised, their widths, and the frames of circular
/// and custom-view visuals, placed from the real frame.
@_spi(Headless) public struct SwipeShowcase: Equatable, Sendable {
  /// Which actions: those at the start of the row (leading) or at its end (trailing).
  public enum Side: String, Equatable, Sendable {
    case leading
    case trailing
  }

  /// How far the pull view is open.
  public enum Stage: Equatable, Sendable {
    /// A fraction of the width all buttons need (1 = every button shown at its width).
    case fraction(CGFloat)
    /// The row swiped all the way across (the pull view as wide as the cell).
    case fullSwipe
  }

  public struct Action: Equatable, Sendable {
    public var title: String
    /// A CSS colour, e.g. `#ff3b30`.
    public var colour: String
    public var spec: SwipeButtonSpec
    /// The width the system gives the button by itself (its frame width), in points; 74 (an
    /// empty or short title) unless given.
    public var naturalWidth: CGFloat

    public init(
      title: String, colour: String, spec: SwipeButtonSpec,
      naturalWidth: CGFloat = SwipeButtonTitleMetrics.minimumButtonWidth
    ) {
      self.title = title
      self.colour = colour
      self.spec = spec
      self.naturalWidth = naturalWidth
    }
  }

  /// The row swiped, by label.
  public var rowLabel: String
  public var side: Side
  public var rightToLeft: Bool
  /// The actions, the first one nearest the cell's outer edge (as in UIKit).
  public var actions: [Action]
  public var stages: [Stage]

  public init(
    rowLabel: String, side: Side, rightToLeft: Bool = false, actions: [Action], stages: [Stage]
  ) {
    self.rowLabel = rowLabel
    self.side = side
    self.rightToLeft = rightToLeft
    self.actions = actions
    self.stages = stages
  }

  /// The physical edge the pull view comes out of.
  public var edge: SwipeEdge {
    side == .leading
      ? SwipeEdge.leading(rightToLeft: rightToLeft) : SwipeEdge.trailing(rightToLeft: rightToLeft)
  }

  /// What the library's hook decides for these actions, given a pull view that passes every
  /// check.
  public var decision: SwipeHookDecision {
    SwipeHookDecision(
      probe: SwipePullViewProbe(
        pullViewClassFound: true, actions: actions.map(\.spec),
        cellEdgeRawValue: edge.cellEdgeRawValue, buttonsHaveButtonWidthIvar: true,
        keyValueCodingReachesIvars: true, buttonsHaveButtonWidthGetter: true,
        buttonCount: actions.count))
  }
}
