// Source/SwipeAction.swift
import UIKit

/// Constants that help define the appearance of action buttons.
public enum SwipeActionStyle: Int {
  case `default`
  case destructive
}

/// A single action to present when the user swipes horizontally in a table/collection item.
public class SwipeAction: NSObject {
  public var identifier: String?
  public var title: String?
  public var style: SwipeActionStyle
  public var transitionDelegate: SwipeActionTransitioning?
  public var font: UIFont?
  public var textColor: UIColor?
  public var highlightedTextColor: UIColor?
  public var image: UIImage?
  public var highlightedImage: UIImage?
  public var handler: ((SwipeAction, IndexPath) -> Void)?
  public var backgroundColor: UIColor?
  public var highlightedBackgroundColor: UIColor?
  public var hidesWhenSelected = false

  public init(
    style: SwipeActionStyle, title: String?, handler: ((SwipeAction, IndexPath) -> Void)?
  ) { declarationOnly() }

  public func fulfill(with style: ExpansionFulfillmentStyle) { declarationOnly() }
}

/// Describes how expansion should be resolved once the action has been fulfilled.
public enum ExpansionFulfillmentStyle {
  case delete
  case reset
}
