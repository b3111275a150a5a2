import Foundation

/// What the hook does to one system button, in the order of the pull view's buttons.
public struct SwipeButtonPlan: Sendable, Hashable {
  /// The button's (and its action's) index.
  public let index: Int
  /// The action's spec, as found in the probe.
  public let spec: SwipeButtonSpec
  /// The side the pull view comes out of.
  public let edge: SwipeEdge
  /// The value to write to the button's private `buttonWidth`, or `nil` to leave the width alone.
  public let buttonWidth: CGFloat?

  public init(index: Int, spec: SwipeButtonSpec, edge: SwipeEdge, buttonWidth: CGFloat?) {
    self.index = index
    self.spec = spec
    self.edge = edge
    self.buttonWidth = buttonWidth
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
