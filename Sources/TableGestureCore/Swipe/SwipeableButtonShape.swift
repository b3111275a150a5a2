import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The shape of a swipe button's background, drawn inside the button's slot (the width the
/// engine gives the button, the row's height).
///
/// The shape changes what is drawn, not how the buttons are laid out: widths, gaps, full swipes
/// and taps are the same for every shape (a tap anywhere in the slot presses the button). Gaps
/// around a circle or a capsule show the options' background colour.
public enum SwipeableButtonShape: Sendable, Hashable {
  /// The shape of the look in force (``SwipeableLook``): a ``rectangle`` in the classic look;
  /// in the glass look what UIKit 26 draws for the action's content — a 50-pt circle for an image
  /// in a row at least 58 pt tall, a capsule for an image with a title, a rectangle with 16-pt
  /// corners for a title alone (decompiled UIKitCore 26.1, `-[_UISwipeActionDynamicButtonView
  /// layoutSubviews]`). The default.
  case automatic
  /// The whole slot, square corners: iOS 13–18's system buttons.
  case rectangle
  /// The whole slot with corners rounded by `cornerRadius` points (at most half the slot's
  /// shorter side; negative or non-finite counts as 0).
  case rounded(cornerRadius: CGFloat)
  /// A circle centred in the slot and on the row's visible part, `diameter` points across;
  /// `nil` (or a non-finite or non-positive value) fills the slot's width. Never larger than
  /// the slot's width or the visible part's height.
  case circle(diameter: CGFloat?)
  /// A capsule (a rectangle with fully rounded ends) as wide as the slot, centred on the row's
  /// visible part, `height` points tall; `nil` (or a non-finite or non-positive value) is the
  /// visible part's height. Never taller than the visible part.
  case capsule(height: CGFloat?)
  /// A rectangle as wide as the slot, `height` points tall (`nil`, non-finite or non-positive:
  /// the visible part's height; never taller than it) centred on the row's visible part, with
  /// corners rounded by `cornerRadius` points (at most half its shorter side).
  case roundedRect(cornerRadius: CGFloat, height: CGFloat?)

  /// This shape with ``automatic`` replaced by `shape` (the look's shape for the action).
  @_spi(Headless) public func resolved(_ shape: SwipeableButtonShape) -> SwipeableButtonShape {
    self == .automatic ? shape : self
  }

  /// Where the background is drawn for a button whose slot is `slot` (row coordinates: its
  /// `minX` and width from the engine's frame, its `minY` and height the row's) while the row's
  /// visible part is `band` (its top and height; the whole row when it is fully on screen), and
  /// the corner radius to draw it with. Non-finite inputs count as zero; ``automatic`` (which a
  /// host never receives: the engine resolves it) draws as a rectangle.
  @_spi(Headless) public func background(
    inSlot slot: CGRect, band: (minY: CGFloat, height: CGFloat)
  )
    -> (rect: CGRect, cornerRadius: CGFloat)
  {
    let slot = CGRect(
      x: slot.minX.finiteOrZero, y: slot.minY.finiteOrZero,
      width: Swift.max(0, slot.width.finiteOrZero), height: Swift.max(0, slot.height.finiteOrZero))
    let bandHeight = Swift.max(0, band.height.finiteOrZero)
    let bandMidY = band.minY.finiteOrZero + bandHeight / 2
    switch self {
    case .automatic, .rectangle:
      return (slot, 0)
    case .rounded(let radius):
      let usable = radius.isFinite ? Swift.max(0, radius) : 0
      return (slot, Swift.min(usable, Swift.min(slot.width, slot.height) / 2))
    case .circle(let diameter):
      let wanted = diameter.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? slot.width
      let side = Swift.min(wanted, slot.width, bandHeight)
      let rect = CGRect(x: slot.midX - side / 2, y: bandMidY - side / 2, width: side, height: side)
      return (rect, side / 2)
    case .capsule(let height):
      let wanted = height.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? bandHeight
      let tall = Swift.min(wanted, bandHeight)
      let rect = CGRect(x: slot.minX, y: bandMidY - tall / 2, width: slot.width, height: tall)
      return (rect, Swift.min(tall, slot.width) / 2)
    case .roundedRect(let radius, let height):
      let wanted = height.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? bandHeight
      let tall = Swift.min(wanted, bandHeight)
      let rect = CGRect(x: slot.minX, y: bandMidY - tall / 2, width: slot.width, height: tall)
      let usable = radius.isFinite ? Swift.max(0, radius) : 0
      return (rect, Swift.min(usable, Swift.min(tall, slot.width) / 2))
    }
  }
}
