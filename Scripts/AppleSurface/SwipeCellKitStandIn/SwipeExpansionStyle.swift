// Source/SwipeExpansionStyle.swift
import UIKit

/// The behaviour when the cell is swiped past a defined threshold.
public struct SwipeExpansionStyle {
  public static var selection: SwipeExpansionStyle { declarationOnly() }
  public static var destructive: SwipeExpansionStyle { declarationOnly() }
  public static var destructiveAfterFill: SwipeExpansionStyle { declarationOnly() }
  public static var fill: SwipeExpansionStyle { declarationOnly() }

  public static func destructive(
    automaticallyDelete: Bool, timing: FillOptions.HandlerInvocationTiming = .with
  ) -> SwipeExpansionStyle { declarationOnly() }

  public let target: Target
  public let additionalTriggers: [Trigger]
  public let elasticOverscroll: Bool
  public let completionAnimation: CompletionAnimation
  public var minimumTargetOverscroll: CGFloat = 20
  public var targetOverscrollElasticity: CGFloat = 0.2

  public init(
    target: Target, additionalTriggers: [Trigger] = [], elasticOverscroll: Bool = false,
    completionAnimation: CompletionAnimation = .bounce
  ) { declarationOnly() }
}

extension SwipeExpansionStyle {
  public enum Target {
    case percentage(CGFloat)
    case edgeInset(CGFloat)
  }

  public enum Trigger {
    case touchThreshold(CGFloat)
    case overscroll(CGFloat)
  }

  public enum CompletionAnimation {
    case fill(FillOptions)
    case bounce
  }

  public struct FillOptions {
    public enum HandlerInvocationTiming {
      case with
      case after
    }

    public static func automatic(
      _ style: ExpansionFulfillmentStyle, timing: HandlerInvocationTiming
    )
      -> FillOptions
    { declarationOnly() }

    public static func manual(timing: HandlerInvocationTiming) -> FillOptions { declarationOnly() }

    public let autoFulFillmentStyle: ExpansionFulfillmentStyle?
    public let timing: HandlerInvocationTiming
  }
}

extension SwipeExpansionStyle.Target: Equatable {
  public static func == (lhs: SwipeExpansionStyle.Target, rhs: SwipeExpansionStyle.Target) -> Bool {
    declarationOnly()
  }
}

extension SwipeExpansionStyle.CompletionAnimation: Equatable {
  public static func == (
    lhs: SwipeExpansionStyle.CompletionAnimation, rhs: SwipeExpansionStyle.CompletionAnimation
  ) -> Bool { declarationOnly() }
}
