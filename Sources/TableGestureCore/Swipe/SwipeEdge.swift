/// The side of the cell the system swipe pull view comes out of.
///
/// The private `_cellEdge` field of `UISwipeActionPullView` holds a `UIRectEdge`, which names a
/// physical side, and the frame maths depends on that physical side only. In a left-to-right
/// layout leading actions come out of `.left` and trailing actions out of `.right`; in a
/// right-to-left layout the other way round (see `leading(rightToLeft:)`).
@_spi(Headless) public enum SwipeEdge: Sendable, Hashable, CaseIterable {
  /// The pull view sits at the cell's left edge (`UIRectEdge.left`).
  case left
  /// The pull view sits at the cell's right edge (`UIRectEdge.right`).
  case right

  /// The raw value of `UIRectEdge.left` (`1 << 1`).
  public static let leftRawValue: UInt = 1 << 1
  /// The raw value of `UIRectEdge.right` (`1 << 3`).
  public static let rightRawValue: UInt = 1 << 3

  /// The edge a `_cellEdge` raw value names, or `nil` for any other value (no edge, top, bottom,
  /// several edges at once), which the hook treats as "leave the buttons stock".
  public init?(cellEdgeRawValue: UInt) {
    switch cellEdgeRawValue {
    case SwipeEdge.leftRawValue: self = .left
    case SwipeEdge.rightRawValue: self = .right
    default: return nil
    }
  }

  /// The `UIRectEdge` raw value for this edge.
  public var cellEdgeRawValue: UInt {
    switch self {
    case .left: return SwipeEdge.leftRawValue
    case .right: return SwipeEdge.rightRawValue
    }
  }

  /// The side leading swipe actions come out of for a layout direction.
  public static func leading(rightToLeft: Bool = false) -> SwipeEdge {
    rightToLeft ? .right : .left
  }

  /// The side trailing swipe actions come out of for a layout direction.
  public static func trailing(rightToLeft: Bool = false) -> SwipeEdge {
    rightToLeft ? .left : .right
  }
}
