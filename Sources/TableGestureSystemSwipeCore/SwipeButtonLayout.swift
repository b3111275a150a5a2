import Foundation
@_spi(Headless) import TableGestureCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Frame maths for the visuals the library puts inside a system swipe button.
///
/// Every input is an argument; nothing here reads a screen or a view. All frames are in the
/// button's own coordinates, in points.
///
/// Each button owns a *slot* `spec.buttonWidth` wide: the visual (`spec.resolvedWidth`) plus the
/// spacing gap. The system's button frame is not that wide: UIKit sets the frame to the natural
/// width before the hook writes the new one, and later only moves the button. It pins a button
/// on the right edge at its left side (`anchorPoint.x` 0) and a button on the left edge at its
/// right side (`anchorPoint.x` 1), so the slot starts at the button's `minX` on the right edge
/// and ends at its `maxX` on the left edge (see `slotMinX`). The buttons do not clip, so a
/// visual may extend past the frame. Where the gap goes inside the slot depends on the edge and
/// on whether the pull view is fully revealed (see `slotOriginX`).
@_spi(Headless) public enum SwipeButtonLayout {
  /// Where the button's slot starts, in the button's coordinates.
  ///
  /// `.right`: 0. `.left`: `buttonWidth − spec.buttonWidth` (negative when the slot is wider
  /// than the button's frame). A `buttonWidth` that is NaN, infinite or negative counts as
  /// `spec.buttonWidth` (the slot then starts at 0 on both edges).
  ///
  /// - Parameters:
  ///   - spec: the action's button settings; its `buttonWidth` is the slot's width.
  ///   - edge: the side of the row the buttons come out of.
  ///   - buttonWidth: the width of the button's real frame (its bounds), in points.
  public static func slotMinX(
    for spec: SwipeButtonSpec, edge: SwipeEdge, buttonWidth: CGFloat
  ) -> CGFloat {
    switch edge {
    case .right:
      return 0
    case .left:
      guard buttonWidth.isFinite, buttonWidth >= 0 else { return 0 }
      return buttonWidth - spec.buttonWidth
    }
  }

  /// Where the visual starts inside the button: the slot's start plus the gap when the gap
  /// comes first.
  ///
  /// Partly revealed, the gap sits on the side of the cell's outer edge (the visual starts
  /// `spacing` into the slot on the left edge, at the slot's start on the right edge); fully
  /// revealed, the gap moves to the other side. Inside the slot the two edges mirror each other.
  public static func slotOriginX(
    for spec: SwipeButtonSpec, edge: SwipeEdge, buttonWidth: CGFloat, isFullyRevealed: Bool
  ) -> CGFloat {
    let spacing = spec.resolvedSpacing
    let gapFirst: Bool
    switch edge {
    case .left: gapFirst = !isFullyRevealed
    case .right: gapFirst = isFullyRevealed
    }
    return slotMinX(for: spec, edge: edge, buttonWidth: buttonWidth) + (gapFirst ? spacing : 0)
  }

  /// The origin that centres something of `length` in a container of `containerLength`.
  ///
  /// Negative when the thing is longer than the container (it overhangs both ends equally).
  /// Non-finite inputs count as zero.
  public static func centredOrigin(length: CGFloat, in containerLength: CGFloat) -> CGFloat {
    (containerLength.finiteOrZero - length.finiteOrZero) / 2
  }

  /// The frame of the round visual: a square of side `spec.resolvedWidth` in the button's slot,
  /// centred vertically on the pull view.
  ///
  /// - Parameters:
  ///   - spec: the action's button settings: the visual's side and the gap.
  ///   - edge: the side of the row the buttons come out of.
  ///   - buttonFrame: the button's real frame in the pull view: its width places the slot
  ///     (`slotMinX`), its `minY` turns "centred on the pull view" into button coordinates
  ///     (a non-finite `minY` counts as 0).
  ///   - pullViewHeight: the pull view's height; NaN, infinite or negative counts as 0.
  ///   - isFullyRevealed: whether the pull view shows its buttons fully (the gap changes side).
  public static func circularVisualFrame(
    for spec: SwipeButtonSpec,
    edge: SwipeEdge,
    buttonFrame: CGRect,
    pullViewHeight: CGFloat,
    isFullyRevealed: Bool
  ) -> CGRect {
    let side = spec.resolvedWidth
    let height = Swift.max(0, pullViewHeight.finiteOrZero)
    let y = centredOrigin(length: side, in: height) - buttonFrame.minY.finiteOrZero
    let x = slotOriginX(
      for: spec, edge: edge, buttonWidth: buttonFrame.width, isFullyRevealed: isFullyRevealed)
    return CGRect(x: x, y: y, width: side, height: side)
  }

  /// The frame of a custom view: the button's slot, full button height, minus the spec's insets.
  ///
  /// Fallbacks: insets that leave no width (or a non-finite one) give the whole slot width;
  /// insets that leave no height give the whole button height. Negative insets grow the view.
  /// When `spec.customViewHeight` is usable and smaller than the height found so far, the view
  /// gets that height, centred vertically in it.
  ///
  /// - Parameters:
  ///   - spec: the action's button settings: the slot, the insets and the view's height.
  ///   - edge: the side of the row the buttons come out of.
  ///   - buttonSize: the button's real bounds size: the width places the slot
  ///     (`slotMinX`); a NaN, infinite or negative height counts as 0.
  ///   - isFullyRevealed: whether the pull view shows its buttons fully (the gap changes side).
  public static func customViewFrame(
    for spec: SwipeButtonSpec,
    edge: SwipeEdge,
    buttonSize: CGSize,
    isFullyRevealed: Bool
  ) -> CGRect {
    let insets = spec.customViewInsets.sanitized
    let slotX = slotOriginX(
      for: spec, edge: edge, buttonWidth: buttonSize.width, isFullyRevealed: isFullyRevealed)
    let slotWidth = spec.resolvedWidth
    let buttonHeight = Swift.max(0, buttonSize.height.finiteOrZero)

    var x = slotX + insets.left
    var width = slotWidth - insets.left - insets.right
    if !(width.isFinite && width > 0) {
      x = slotX
      width = slotWidth
    }

    var y = insets.top
    var height = buttonHeight - insets.top - insets.bottom
    if !(height.isFinite && height > 0) {
      y = 0
      height = buttonHeight
    }

    if let fixed = spec.customViewHeight, fixed.isFinite, fixed > 0, fixed < height {
      y += centredOrigin(length: fixed, in: height)
      height = fixed
    }
    return CGRect(x: x, y: y, width: width, height: height)
  }

  /// The frame of whatever visual the spec's style injects, or `nil` for `.default` (nothing is
  /// injected).
  ///
  /// Decides "fully revealed" from `pullViewSize.width` and `containerWidth` with
  /// `SwipeReveal.isFullyRevealed`, then uses `circularVisualFrame` or `customViewFrame`.
  public static func visualFrame(
    for spec: SwipeButtonSpec,
    edge: SwipeEdge,
    buttonFrame: CGRect,
    pullViewSize: CGSize,
    containerWidth: CGFloat,
    revealTolerance: CGFloat = SwipeReveal.defaultTolerance
  ) -> CGRect? {
    let fullyRevealed = SwipeReveal.isFullyRevealed(
      pullViewWidth: pullViewSize.width, containerWidth: containerWidth,
      tolerance: revealTolerance)
    switch spec.style {
    case .default:
      return nil
    case .circular:
      return circularVisualFrame(
        for: spec, edge: edge, buttonFrame: buttonFrame, pullViewHeight: pullViewSize.height,
        isFullyRevealed: fullyRevealed)
    case .customView:
      return customViewFrame(
        for: spec, edge: edge, buttonSize: buttonFrame.size, isFullyRevealed: fullyRevealed)
    }
  }
}
