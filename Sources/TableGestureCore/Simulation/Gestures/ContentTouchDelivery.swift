import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What the views in a row (a cell's buttons and controls) receive of a touch on a table, whose
/// `delaysContentTouches` is on by default.
///
/// UIKit holds back the views' `touchesBegan` for 0.15 s (`UIScrollViewDelayedTouchesBeganGestureRecognizer`,
/// `-touchesBegan:withEvent:` with `_touchDelayForScrollDetection`; the value from decompiled
/// conformers of that protocol), and releases it early at lift-off or once the finger moves
/// 10 pt along an axis the table cannot scroll (sideways for a table); if the scroll pan begins
/// first, the views never get it (`-touchesMoved:withEvent:`, `-touchesEnded:withEvent:`;
/// https://developer.apple.com/documentation/uikit/uiscrollview/delayscontenttouches). A
/// recognizer with `cancelsTouchesInView` that begins afterwards cancels the delivered touch
/// (https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview).
@_spi(Headless) public struct ContentTouchDelivery: Sendable, Hashable {
  /// The sample at which the views got `touchesBegan`, if they did.
  public private(set) var deliveredAt: Int?
  /// The sample at which their touch was cancelled, if it was.
  public private(set) var cancelledAt: Int?
  /// Whether the views will never get the touch (the scroll pan began first).
  public private(set) var withheld = false

  /// The held-back delay, in seconds.
  public static let delay = 0.15
  /// Sideways travel, in points, that releases the touch at once.
  public static let sidewaysRelease = 10.0

  mutating func move(at index: Int, translation: CGPoint, elapsed: Double, scrollBegan: Bool) {
    guard deliveredAt == nil, !withheld, cancelledAt == nil else { return }
    if scrollBegan {
      withheld = true
    } else if elapsed >= Self.delay || abs(Double(translation.x)) > Self.sidewaysRelease {
      deliveredAt = index
    }
  }

  mutating func cancel(at index: Int) {
    if deliveredAt != nil, cancelledAt == nil {
      cancelledAt = index
    } else if deliveredAt == nil {
      withheld = true
    }
  }

  mutating func lift(at index: Int) {
    if deliveredAt == nil, !withheld { deliveredAt = index }
  }
}
