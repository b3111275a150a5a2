import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Where a deleted row's leaving cell goes while its row animates out, after a destructive
/// action (tapped or full-swiped) deleted the swiped row: the row's content slides to the full
/// row width and the outermost button fills the row, as UIKit's own swipe does —
/// `-[UITableView _updateWithItems:updateSupport:]` animates the action view to the cell's full
/// width while the row collapses when the deleted row is the current swipe's
/// (`lockActionViewForAnimation`, decompiled UIKitCore 26.1; device review r4, N2).
@_spi(Headless) public struct SwipeLeavingFill: Equatable, Sendable {
  /// UIKit's row-animation duration, which the fill takes: about 0.3 s. Unconfirmed: Apple
  /// documents no duration for `deleteRows(at:with:)`; 0.3 s is the commonly observed value (the
  /// same as the native profile's fill, ``SwipeableMetrics/fillDuration``). A device settles it.
  public static let rowAnimationDuration: TimeInterval = 0.3

  /// The content offset the leaving cell slides to (± the row width).
  public var offset: CGFloat
  /// The buttons' frames at that offset (the outermost one expanded over the row).
  public var buttons: [SwipeButtonFrame]
  /// How long the slide takes, in seconds.
  public var duration: TimeInterval

  /// The cell layer's key the content moves by (`SwipeCellDisplacement`: a translation on the
  /// cell layer's `sublayerTransform`).
  public static let contentKey = "sublayerTransform"
  /// The key path a host's explicit animation of the content runs on: the x translation of
  /// ``contentKey`` (a number), the only part of it the fill changes.
  public static let contentKeyPath = "sublayerTransform.translation.x"
  /// The layer key the button strip moves by: its view's frame origin (`position`).
  public static let stripKey = "position"
  /// How a host animates the content (``contentKey``) so it moves with the strip: a view
  /// animation block does not animate `sublayerTransform` (``ViewAnimationKeys``), so an explicit
  /// layer animation with the strip's duration and curve, from the offset shown now (device
  /// review r5, R5-1: the content jumped to the full width in one frame while the strip slid).
  public static let contentAnimation = LayerKeyAnimation(forKey: contentKey)
  /// How a host animates the strip and the buttons (their views' frames).
  public static let stripAnimation = LayerKeyAnimation(forKey: stripKey)

  /// How far along the fill is (0…1) after `fraction` (0…1) of its duration: UIKit's ease-in,
  /// ease-out curve, the default of a view animation block (`UIView.AnimationOptions`
  /// `curveEaseInOut`, raw value 0) and Core Animation's `easeInEaseOut` timing function, the
  /// cubic Bézier (0.42, 0), (0.58, 1)
  /// (https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname/easeineaseout).
  /// Out-of-range and non-finite fractions are clamped (NaN: 0).
  public static func progress(at fraction: Double) -> Double {
    guard fraction > 0 else { return 0 }
    guard fraction < 1 else { return 1 }
    func bezier(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      let u = 1 - t
      return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    var (low, high) = (0.0, 1.0)
    for _ in 0..<40 {
      let mid = (low + high) / 2
      if bezier(mid, 0.42, 0.58) < fraction { low = mid } else { high = mid }
    }
    return bezier((low + high) / 2, 0, 1)
  }

  /// A fill to `offset` with the buttons at `buttons`, over `duration` seconds.
  public init(offset: CGFloat, buttons: [SwipeButtonFrame], duration: TimeInterval) {
    self.offset = offset
    self.buttons = buttons
    self.duration = duration
  }
}
