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

  /// A fill to `offset` with the buttons at `buttons`, over `duration` seconds.
  public init(offset: CGFloat, buttons: [SwipeButtonFrame], duration: TimeInterval) {
    self.offset = offset
    self.buttons = buttons
    self.duration = duration
  }
}
