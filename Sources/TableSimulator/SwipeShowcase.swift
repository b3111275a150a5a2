import Foundation
import TableGestureCore

/// A system swipe on one row, shown at several reveal stages with the core's button maths.
///
/// The simulator has no `UISwipeActionPullView`; it lays the buttons out with its own simple
/// model of one (see ``SwipePicture/make(showcase:stage:rowRect:)``) and asks the core
/// (`SwipeHookDecision`, `SwipeButtonPlan`, `SwipeButtonLayout`) for everything the library
/// decides: which buttons are customised, their widths, and the frames of circular and
/// custom-view visuals.
public struct SwipeShowcase: Equatable, Sendable {
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

    public init(title: String, colour: String, spec: SwipeButtonSpec) {
      self.title = title
      self.colour = colour
      self.spec = spec
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

/// One reveal stage of a ``SwipeShowcase``, laid out.
public struct SwipePicture: Equatable, Sendable {
  public struct Button: Equatable, Sendable {
    public var title: String
    public var colour: String
    public var style: SwipeButtonStyle
    /// In the pull view's coordinates.
    public var frame: CGRect
    /// The injected visual (circle or custom view), in the button's coordinates; `nil` for the
    /// system look.
    public var visual: CGRect?
  }

  public var rowLabel: String
  public var side: SwipeShowcase.Side
  public var edge: SwipeEdge
  /// The cell, at the origin: its width and height.
  public var cellSize: CGSize
  /// The pull view, in the cell's coordinates.
  public var pullView: CGRect
  /// The width every button needs, in points (the pull view's width at fraction 1).
  public var openWidth: CGFloat
  public var isFullyRevealed: Bool
  public var stage: SwipeShowcase.Stage
  /// Buttons in the showcase's action order (the first nearest the outer edge).
  public var buttons: [Button]
  /// Why the hook would leave the buttons stock, or `nil` when it customises them.
  public var stockReason: String?

  /// Lays out one stage.
  ///
  /// The simulator's pull-view model: each button is as wide as the plan says (or its spec's
  /// width when the plan leaves the width to the system), buttons are stacked from the outer
  /// edge inwards, and while the pull view opens every button's distance from the outer edge
  /// grows in proportion, so buttons slide out from under each other. On a full swipe the
  /// first button stretches across the pull view.
  public static func make(
    showcase: SwipeShowcase, stage: SwipeShowcase.Stage, cellSize: CGSize
  ) -> SwipePicture {
    let decision = showcase.decision
    let plans = decision.plans
    let widths = showcase.actions.enumerated().map { index, action in
      index < plans.count
        ? plans[index].buttonWidth ?? action.spec.resolvedWidth
        : action.spec.resolvedWidth
    }
    let openWidth = widths.reduce(0, +)
    let cellWidth = cellSize.width
    let pullWidth: CGFloat
    let fraction: CGFloat
    switch stage {
    case .fraction(let value):
      fraction = value.isFinite ? Swift.max(0, Swift.min(1, value)) : 0
      pullWidth = Swift.min(cellWidth, openWidth * fraction)
    case .fullSwipe:
      fraction = 1
      pullWidth = cellWidth
    }
    let edge = showcase.edge
    let pullView = CGRect(
      x: edge == .left ? 0 : cellWidth - pullWidth, y: 0, width: pullWidth,
      height: cellSize.height)
    let fully = SwipeReveal.isFullyRevealed(pullViewWidth: pullWidth, containerWidth: cellWidth)
    var buttons: [Button] = []
    var offset: CGFloat = 0
    for (index, action) in showcase.actions.enumerated() {
      var width = widths[index]
      var fromEdge = offset * fraction
      if stage == .fullSwipe, index == 0 {
        width = pullWidth
        fromEdge = 0
      }
      let x = edge == .left ? fromEdge : pullWidth - fromEdge - width
      let frame = CGRect(x: x, y: 0, width: width, height: cellSize.height)
      let visual: CGRect?
      if index < plans.count {
        visual = plans[index].visualFrame(
          buttonFrame: frame, pullViewSize: pullView.size, containerWidth: cellWidth)
      } else {
        visual = nil
      }
      buttons.append(
        Button(
          title: action.title, colour: action.colour,
          style: index < plans.count ? action.spec.style : .default, frame: frame, visual: visual)
      )
      offset += widths[index]
    }
    return SwipePicture(
      rowLabel: showcase.rowLabel, side: showcase.side, edge: edge, cellSize: cellSize,
      pullView: pullView, openWidth: openWidth, isFullyRevealed: fully, stage: stage,
      buttons: buttons, stockReason: decision.stockReason?.logMessage)
  }
}
