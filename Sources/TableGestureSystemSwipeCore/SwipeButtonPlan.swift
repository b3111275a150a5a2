import Foundation
@_spi(Headless) import TableGestureCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What the hook does to one system button, in the order of the pull view's buttons.
@_spi(Headless) public struct SwipeButtonPlan: Sendable, Hashable {
  /// The button's (and its action's) index.
  public let index: Int
  /// The action's spec, as found in the probe.
  public let spec: SwipeButtonSpec
  /// The side the pull view comes out of.
  public let edge: SwipeEdge
  /// The width the button should have, or `nil` to leave the width to the system. Written into
  /// the button's private `_buttonWidth` (see `widthToWrite(current:)`).
  public let buttonWidth: CGFloat?

  /// Creates the plan for the button at `index`; each argument sets the property of the same name.
  public init(index: Int, spec: SwipeButtonSpec, edge: SwipeEdge, buttonWidth: CGFloat?) {
    self.index = index
    self.spec = spec
    self.edge = edge
    self.buttonWidth = buttonWidth
  }

  /// The value to write into the button's `_buttonWidth` now, or `nil` to write nothing.
  ///
  /// Nothing is written when the plan leaves the width to the system, when the width is not
  /// finite and positive (a stored 0 makes the system's getter recompute its natural width,
  /// which is never what a plan means), or when `current` (the `buttonWidth` the button reports
  /// now, if it could be read) already equals it.
  public func widthToWrite(current: CGFloat?) -> CGFloat? {
    guard let width = buttonWidth, width.isFinite, width > 0 else { return nil }
    return current == width ? nil : width
  }

  /// The action's style; `.default` means the system visuals stay and nothing is injected.
  public var style: SwipeButtonStyle { spec.style }

  /// The frame of the view to inject into this button, in the button's coordinates, or `nil` for
  /// a `.default` button. See `SwipeButtonLayout.visualFrame`.
  public func visualFrame(
    buttonFrame: CGRect,
    pullViewSize: CGSize,
    containerWidth: CGFloat,
    revealTolerance: CGFloat = SwipeReveal.defaultTolerance
  ) -> CGRect? {
    SwipeButtonLayout.visualFrame(
      for: spec, edge: edge, buttonFrame: buttonFrame, pullViewSize: pullViewSize,
      containerWidth: containerWidth, revealTolerance: revealTolerance)
  }
}
