// Source/SwipeExpanding.swift
import UIKit

/// Custom appearance of actions during expansion.
public protocol SwipeExpanding {
  func animationTimingParameters(buttons: [UIButton], expanding: Bool)
    -> SwipeExpansionAnimationTimingParameters
  func actionButton(_ button: UIButton, didChange expanding: Bool, otherActionButtons: [UIButton])
}

/// Timing of the overall expansion animation.
public struct SwipeExpansionAnimationTimingParameters {
  public static var `default`: SwipeExpansionAnimationTimingParameters { declarationOnly() }
  public var duration: Double
  public var delay: Double

  public init(duration: Double = 0.6, delay: Double = 0) { declarationOnly() }
}

/// The other buttons shrink and fade while one expands.
public struct ScaleAndAlphaExpansion: SwipeExpanding {
  public static var `default`: ScaleAndAlphaExpansion { declarationOnly() }
  public let duration: Double
  public let scale: CGFloat
  public let interButtonDelay: Double

  public init(duration: Double = 0.15, scale: CGFloat = 0.8, interButtonDelay: Double = 0.1) {
    declarationOnly()
  }

  public func animationTimingParameters(buttons: [UIButton], expanding: Bool)
    -> SwipeExpansionAnimationTimingParameters
  { declarationOnly() }

  public func actionButton(
    _ button: UIButton, didChange expanding: Bool, otherActionButtons: [UIButton]
  ) { declarationOnly() }
}
