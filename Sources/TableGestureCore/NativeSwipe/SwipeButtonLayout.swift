import Foundation

/// Frame maths for the visuals the library puts inside a system swipe button.
///
/// Every input is an argument; nothing here reads a screen or a view. All frames are in the
/// button's own coordinates, in points. A button is `spec.buttonWidth` wide: a slot as wide as
/// the visual (`spec.resolvedWidth`) plus the spacing gap, and the gap's side depends on the edge
/// and on whether the pull view is fully revealed (see `slotOriginX`).
public enum SwipeButtonLayout {
  /// Where the visual's slot starts inside the button.
  ///
  /// Partly revealed, the gap sits on the side of the cell's outer edge (the slot starts at
  /// `spacing` on the left edge, at 0 on the right edge); fully revealed, the gap moves to the
  /// other side. The left and right results mirror each other inside the button.
  public static func slotOriginX(
    for spec: SwipeButtonSpec, edge: SwipeEdge, isFullyRevealed: Bool
  ) -> CGFloat {
    let spacing = spec.resolvedSpacing
    switch edge {
    case .left: return isFullyRevealed ? 0 : spacing
    case .right: return isFullyRevealed ? spacing : 0
    }
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
  ///   - buttonFrame: the button's frame in the pull view; only its `minY` is used, to turn
  ///     "centred on the pull view" into button coordinates. A non-finite `minY` counts as 0.
  ///   - pullViewHeight: the pull view's height; NaN, infinite or negative counts as 0.
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
    let x = slotOriginX(for: spec, edge: edge, isFullyRevealed: isFullyRevealed)
    return CGRect(x: x, y: y, width: side, height: side)
  }

  /// The frame of a custom view: the button's slot, full button height, minus the spec's insets.
  ///
  /// Fallbacks: insets that leave no width (or a non-finite one) give the whole slot width;
  /// insets that leave no height give the whole button height. Negative insets grow the view.
  /// When `spec.customViewHeight` is usable and smaller than the height found so far, the view
  /// gets that height, centred vertically in it.
  ///
  /// - Parameter buttonSize: the button's bounds size; a NaN, infinite or negative height counts
  ///   as 0 (the width is not used: the slot comes from the spec).
  public static func customViewFrame(
    for spec: SwipeButtonSpec,
    edge: SwipeEdge,
    buttonSize: CGSize,
    isFullyRevealed: Bool
  ) -> CGRect {
    let insets = spec.customViewInsets.sanitized
    let slotX = slotOriginX(for: spec, edge: edge, isFullyRevealed: isFullyRevealed)
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
