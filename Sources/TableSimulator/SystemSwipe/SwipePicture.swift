import Foundation
@_spi(Headless) import TableGestureCore
@_spi(Headless) import TableGestureSystemSwipeCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One reveal stage of a ``SwipeShowcase``, laid out.
@_spi(Headless) public struct SwipePicture: Equatable, Sendable {
  public struct Button: Equatable, Sendable {
    public var title: String
    public var colour: String
    public var style: SwipeButtonStyle
    /// The button's real frame, in the pull view's coordinates: its natural width, pinned at
    /// the slot's inner side.
    public var frame: CGRect
    /// The room the button takes in the pull view (its width is the one the library wrote), in
    /// the pull view's coordinates. The system's background fills it.
    public var slot: CGRect
    /// The injected visual (circle or custom view), in the button's (real frame's) coordinates;
    /// `nil` for the system look.
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
  /// The simulator's pull-view model: each button's slot is as wide as the plan says (or its
  /// natural width when the plan leaves the width to the system); slots are stacked from the
  /// outer edge inwards, and while the pull view opens each slot's inner side sits at its
  /// share of the opening (UIKit shares the revealed width in proportion to the widths), so
  /// slots slide out from under each other. The real frame keeps the natural width and is
  /// pinned at the slot's inner side (`anchorPoint.x` 1 on the left edge, 0 on the right). On a
  /// full swipe the first button's inner side moves to the pull view's inner end.
  public static func make(
    showcase: SwipeShowcase, stage: SwipeShowcase.Stage, cellSize: CGSize
  ) -> SwipePicture {
    let decision = showcase.decision
    let plans = decision.plans
    let widths = showcase.actions.enumerated().map { index, action in
      index < plans.count ? plans[index].buttonWidth ?? action.naturalWidth : action.naturalWidth
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
      offset += widths[index]
      // The slot's inner side, measured from the pull view's outer end.
      let inner = stage == .fullSwipe && index == 0 ? pullWidth : offset * fraction
      let slot = span(
        inner: inner, width: widths[index], height: cellSize.height, edge: edge,
        pullWidth: pullWidth)
      let frame = span(
        inner: inner, width: action.naturalWidth, height: cellSize.height, edge: edge,
        pullWidth: pullWidth)
      let visual =
        index < plans.count
        ? plans[index].visualFrame(
          buttonFrame: frame, pullViewSize: pullView.size, containerWidth: cellWidth) : nil
      buttons.append(
        Button(
          title: action.title, colour: action.colour,
          style: index < plans.count ? action.spec.style : .default, frame: frame, slot: slot,
          visual: visual))
    }
    return SwipePicture(
      rowLabel: showcase.rowLabel, side: showcase.side, edge: edge, cellSize: cellSize,
      pullView: pullView, openWidth: openWidth, isFullyRevealed: fully, stage: stage,
      buttons: buttons, stockReason: decision.stockReason?.logMessage)
  }

  /// A rectangle `width` wide and `height` tall whose inner side is `inner` points from the
  /// pull view's outer end, in the pull view's coordinates.
  private static func span(
    inner: CGFloat, width: CGFloat, height: CGFloat, edge: SwipeEdge, pullWidth: CGFloat
  ) -> CGRect {
    let minX = edge == .left ? inner - width : pullWidth - inner
    return CGRect(x: minX, y: 0, width: width, height: height)
  }
}
