// Source/SwipeActionTransitioning.swift
import UIKit

/// Custom appearance of actions during transition.
public protocol SwipeActionTransitioning {
  func didTransition(with context: SwipeActionTransitioningContext)
}

/// Information relevant to a specific action as transitioning occurs.
public struct SwipeActionTransitioningContext {
  public let actionIdentifier: String?
  public let button: UIButton
  public let newPercentVisible: CGFloat
  public let oldPercentVisible: CGFloat

  public func setBackgroundColor(_ color: UIColor?) { declarationOnly() }
}

/// A "pop" of each button as its visible fraction crosses a threshold.
public struct ScaleTransition: SwipeActionTransitioning {
  public static var `default`: ScaleTransition { declarationOnly() }
  public let duration: Double
  public let initialScale: CGFloat
  public let threshold: CGFloat

  public init(duration: Double = 0.15, initialScale: CGFloat = 0.8, threshold: CGFloat = 0.5) {
    declarationOnly()
  }

  public func didTransition(with context: SwipeActionTransitioningContext) { declarationOnly() }
}
