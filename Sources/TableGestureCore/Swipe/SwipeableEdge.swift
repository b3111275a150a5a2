import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

// An Objective-C enumeration where the platform has Objective-C (iOS), so that the methods of
// the kit's `@objc` swipe delegate can take it; Linux has no Objective-C runtime, hence the two
// declarations (an attribute cannot be compiled conditionally on its own).
#if canImport(ObjectiveC)
  /// The edge of a row a set of swipe actions comes out of, in the user's reading direction.
  ///
  /// Leading actions are revealed by swiping toward the trailing side. In a left-to-right layout
  /// leading is the left edge and revealing it moves the row's content right (a positive offset);
  /// in a right-to-left layout everything mirrors.
  @objc public enum SwipeableEdge: Int, Sendable, Hashable, CaseIterable {
    /// The edge where lines of text start (left in left-to-right layouts).
    case leading
    /// The edge where lines of text end (right in left-to-right layouts).
    case trailing
  }
#else
  /// The edge of a row a set of swipe actions comes out of, in the user's reading direction.
  ///
  /// Leading actions are revealed by swiping toward the trailing side. In a left-to-right layout
  /// leading is the left edge and revealing it moves the row's content right (a positive offset);
  /// in a right-to-left layout everything mirrors.
  public enum SwipeableEdge: Int, Sendable, Hashable, CaseIterable {
    /// The edge where lines of text start (left in left-to-right layouts).
    case leading
    /// The edge where lines of text end (right in left-to-right layouts).
    case trailing
  }
#endif

extension SwipeableEdge {
  /// The other edge.
  public var opposite: SwipeableEdge { self == .leading ? .trailing : .leading }

  /// The physical side of the row the actions sit on.
  @_spi(Headless) public func physicalSide(rightToLeft: Bool) -> SwipeEdge {
    self == .leading
      ? SwipeEdge.leading(rightToLeft: rightToLeft) : .trailing(rightToLeft: rightToLeft)
  }

  /// The sign of the content's x offset while these actions show: `+1` when the content moves
  /// right (actions on the left side), `-1` when it moves left.
  @_spi(Headless) public func offsetSign(rightToLeft: Bool) -> CGFloat {
    physicalSide(rightToLeft: rightToLeft) == .left ? 1 : -1
  }

  /// The edge whose actions an x offset of the content reveals, or `nil` for zero or a
  /// non-finite offset.
  @_spi(Headless) public static func revealed(byOffset offset: CGFloat, rightToLeft: Bool)
    -> SwipeableEdge?
  {
    guard offset.isFinite, offset != 0 else { return nil }
    let leadingSign = SwipeableEdge.leading.offsetSign(rightToLeft: rightToLeft)
    return (offset > 0) == (leadingSign > 0) ? .leading : .trailing
  }
}
