// Source/SwipeOptions.swift
import UIKit

public typealias SwipeTableOptions = SwipeOptions

/// Transition and expansion behaviour for a swiped cell.
public struct SwipeOptions {
  public var transitionStyle: SwipeTransitionStyle = .border
  public var expansionStyle: SwipeExpansionStyle?
  public var expansionDelegate: SwipeExpanding?
  public var backgroundColor: UIColor?
  public var maximumButtonWidth: CGFloat?
  public var minimumButtonWidth: CGFloat?
  public var buttonVerticalAlignment: SwipeVerticalAlignment = .centerFirstBaseline
  /// The amount of space, in points, between the border and the button image or title.
  public var buttonPadding: CGFloat?
  /// The amount of space, in points, between the button image and the button title.
  public var buttonSpacing: CGFloat?

  public init() {}
}

/// How the action buttons are exposed during the swipe.
public enum SwipeTransitionStyle {
  case border
  case drag
  case reveal
}

/// Which side of the cell the action buttons are displayed on.
public enum SwipeActionsOrientation: CGFloat {
  case left = -1
  case right = 1
}

/// The alignment used when action button images and titles are provided.
public enum SwipeVerticalAlignment {
  case centerFirstBaseline
  case center
}
