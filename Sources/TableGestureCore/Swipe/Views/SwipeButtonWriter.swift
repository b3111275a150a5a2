import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Decides what of a row's buttons to write for each placement and writes only that: it keeps
/// the values last written to each button's views and sends a ``SwipeButtonSink`` the ones that
/// change, measures a button's title once per width, and turns the strip once per placement, not
/// once per button. One writer per strip of buttons (the UIKit skin's `SwipeActionsView`, the
/// benchmarks' counting strip), made when the buttons are shown.
///
/// Where each button goes is the engine's ``SwipeButtonFrame``; how its background and content
/// sit in it is ``SwipeableButtonShape/background(inSlot:band:)`` and
/// ``SwipeButtonContentLayout/verticalShifts(shapeHeight:titleHeight:)``. A button whose fill
/// is drawn by the button view itself (``Button/fillsButton``) has no background view to place:
/// a pan then writes one frame a button (the content keeps its place in the button at the
/// trailing edge, where the engine's border transition keeps each button's content rect at its
/// visible part's left edge).
///
/// A button's parts are placed from one of its edges (``Anchor``): the left one, in the button's
/// own coordinates, or the right one, for a strip whose buttons keep their content at their
/// right edge while their left edge moves (the row's left-hand buttons in the border and drag
/// transitions, which keep each button's content at its inner side). The writer tells from the
/// engine's frames which one the strip's transition keeps (`decideAnchor(_:into:)`) and has
/// the host keep the parts in a view that follows that edge by itself, so a placement that only
/// moves a button's outer edge writes its frame and nothing else, at either side.
///
/// Each value starts unknown (written at the first placement), except the strip's turn, which a
/// new strip has flat (identity).
@_spi(Headless) public final class SwipeButtonWriter {
  /// Which edge of each button its background, content and title below are placed from.
  public enum Anchor: Sendable, Equatable {
    /// The button's left edge: the parts' centres are in the button's coordinates.
    case minX
    /// The button's right edge: the parts' centres are measured from it (a centre `x` points
    /// left of the right edge is `−x`), and the host keeps the parts at that edge whatever the
    /// button's width (``SwipeButtonSink/anchorParts(at:)``).
    case maxX
  }

  /// How one button is drawn, fixed for the strip's life.
  public struct Button: Sendable, Equatable {
    /// The background's shape (resolved by the engine for the look).
    public var shape: SwipeableButtonShape
    /// Where the title and image go.
    public var arrangement: SwipeButtonContentLayout
    /// The app's own view's insets, or `nil` for the title-and-image content.
    public var customInsets: LayoutInsets?
    /// Whether the app's own view fills the row's visible height (less its insets).
    public var customFillsHeight: Bool
    /// Whether the button draws its title under the background (``SwipeButtonContentLayout/titleBelow(gap:)``).
    public var hasTitleBelow: Bool
    /// Whether the button view's own fill is the background (no background view to place):
    /// see ``fillsButton(shape:material:scalesWholeButton:)``.
    public var fillsButton: Bool
    /// Whether ``shape`` is a rectangle (``SwipeableButtonShape/automatic`` draws as one).
    public var isRectangle: Bool { shape == .rectangle || shape == .automatic }

    /// Creates a description; each argument sets the property of the same name.
    public init(
      shape: SwipeableButtonShape, arrangement: SwipeButtonContentLayout,
      customInsets: LayoutInsets?, customFillsHeight: Bool, fillsButton: Bool
    ) {
      self.shape = shape
      self.arrangement = arrangement
      self.customInsets = customInsets
      self.customFillsHeight = customFillsHeight
      if case .titleBelow = arrangement, customInsets == nil {
        hasTitleBelow = true
      } else {
        hasTitleBelow = false
      }
      self.fillsButton = fillsButton
    }
  }

  /// Whether a button can draw its fill on its own view instead of a background view: a solid
  /// fill (not glass) in a rectangle, which covers the button's visible part exactly, as the
  /// background view did (bounds the button's, no corner radius, clipped by the button), and
  /// which is never scaled (only the glass look scales a whole button). The same pixels, and no
  /// background bounds, centre and corner radius to write at each placement.
  public static func fillsButton(
    shape: SwipeableButtonShape, material: SwipeableButtonMaterial, scalesWholeButton: Bool
  ) -> Bool {
    guard material == .solid, !scalesWholeButton else { return false }
    return shape == .rectangle || shape == .automatic
  }

  /// One button: how it is drawn and what was last written to its views (NaN: unknown, so the
  /// first placement writes it).
  @usableFromInline struct Slot {
    @usableFromInline let button: Button
    @usableFromInline var frame = Box.unknown
    @usableFromInline var backgroundBounds = Box.unknown
    @usableFromInline var backgroundCenter = Spot.unknown
    @usableFromInline var cornerRadius = CGFloat.nan
    @usableFromInline var contentBounds = Box.unknown
    @usableFromInline var contentCenter = Spot.unknown
    @usableFromInline var titleBounds = Box.unknown
    @usableFromInline var titleCenter = Spot.unknown
    /// The width the content and the title below were last measured for, and their sizes.
    @usableFromInline var measuredWidth = CGFloat.nan
    @usableFromInline var contentSize = CGSize.zero
    @usableFromInline var titleSize = CGSize.zero
    @usableFromInline var scale: CGFloat = 1
    @usableFromInline var alpha: CGFloat = 1

    /// A title-and-image button that is its own fill, without a title below: its content's
    /// bounds change only with its width, and it has no background view.
    @usableFromInline let isPlain: Bool

    @usableFromInline init(button: Button) {
      self.button = button
      isPlain = button.fillsButton && button.customInsets == nil && !button.hasTitleBelow
    }
  }

  /// A rectangle compared field by field (Foundation's `CGRect ==` is a call on Linux).
  @usableFromInline struct Box {
    @usableFromInline var x, y, width, height: CGFloat
    @usableFromInline static var unknown: Box { Box(x: .nan, y: .nan, width: .nan, height: .nan) }
    @inlinable init(x: CGFloat, y: CGFloat, width: CGFloat, height: CGFloat) {
      (self.x, self.y, self.width, self.height) = (x, y, width, height)
    }
    @inlinable var rect: CGRect { CGRect(x: x, y: y, width: width, height: height) }
    /// Replaces the value; whether it changed.
    @inlinable mutating func update(_ new: Box) -> Bool {
      guard new.x != x || new.y != y || new.width != width || new.height != height else {
        return false
      }
      self = new
      return true
    }
  }

  /// A point compared field by field.
  @usableFromInline struct Spot {
    @usableFromInline var x, y: CGFloat
    @usableFromInline static var unknown: Spot { Spot(x: .nan, y: .nan) }
    @inlinable init(x: CGFloat, y: CGFloat) { (self.x, self.y) = (x, y) }
    @inlinable var point: CGPoint { CGPoint(x: x, y: y) }
    /// Replaces the value; whether it changed.
    @inlinable mutating func update(_ new: Spot) -> Bool {
      guard new.x != x || new.y != y else { return false }
      self = new
      return true
    }
    /// Replaces the value unless `x` moved by at most `tolerance` and `y` not at all; whether it
    /// changed (an unknown value always does).
    @inlinable mutating func update(_ new: Spot, xWithin tolerance: CGFloat) -> Bool {
      guard !(Swift.abs(new.x - x) <= tolerance) || new.y != y else { return false }
      self = new
      return true
    }
  }

  /// How far a part's centre may move, in points, and count as unchanged: 0 from the left edge;
  /// a millionth of a point from the right edge, where the engine's frames give a centre that
  /// stays put (the content at the inner edge, −width/2) as differences of row positions, which
  /// round differently from one offset to the next by a few 10⁻¹⁴ pt. A millionth of a point is
  /// far below a pixel and far above that rounding.
  @inlinable var centreTolerance: CGFloat { anchorsAtMaxX ? 1e-6 : 0 }

  /// The buttons by action index; allocated once, with the writer.
  @usableFromInline let slots: UnsafeMutableBufferPointer<Slot>
  /// Whether a frame's scale and alpha apply to the whole button (background, content and the
  /// title below: the glass look) or to its content only.
  public let scalesWholeButton: Bool
  /// The strip's last turn (0: flat) and its pivot.
  @usableFromInline @exclusivity(unchecked) var turn: (angle: CGFloat, pivot: CGFloat) = (0, 0)
  /// The row's visible part of the last placement, in row coordinates.
  @usableFromInline @exclusivity(unchecked) var placedBand: (minY: CGFloat, height: CGFloat) =
    (0, 0)
  /// The row's visible part of the last placement, in row coordinates.
  public var band: (minY: CGFloat, height: CGFloat) { placedBand }
  /// Which edge of each button its parts are placed from: ``Anchor/minX`` until the frames show
  /// that the strip's buttons keep their content at their right edge (`decideAnchor(_:into:)`).
  public var anchor: Anchor { anchorsAtMaxX ? .maxX : .minX }
  @usableFromInline @exclusivity(unchecked) var anchorsAtMaxX = false
  /// Whether the frames have shown which edge the buttons keep their content at.
  @usableFromInline @exclusivity(unchecked) var anchorDecided = false
  /// Whether a button may have a scale or an alpha other than 1: set by every placement whose
  /// frames may carry them, cleared by a placement without effects that leaves every button at
  /// 1 (``anyButtonHasEffects()``). While it is clear, a placement whose frames are all at scale
  /// and alpha 1 (`withoutEffects`) has nothing of theirs to compare or write.
  @usableFromInline @exclusivity(unchecked) var buttonsMayHaveEffects = false

  /// A writer for `buttons` (by action index, 0 = outermost).
  public init(buttons: [Button], scalesWholeButton: Bool) {
    slots = .allocate(capacity: buttons.count)
    for (i, button) in buttons.enumerated() {
      slots.initializeElement(at: i, to: Slot(button: button))
    }
    self.scalesWholeButton = scalesWholeButton
  }

  /// Whether any button was last given a scale or an alpha other than 1. Out of line: it runs
  /// once a row stops placing frames with effects.
  @inline(never)
  @usableFromInline func anyButtonHasEffects() -> Bool {
    for i in 0..<slots.count where slots[i].scale != 1 || slots[i].alpha != 1 { return true }
    return false
  }

  /// Decides the anchor at the first placement that shows it: a button partly shown
  /// (`0 < visibleWidth < width`) whose content rect shares its visible part's right edge but
  /// not its left one keeps its content at its right edge (the left-hand strip of the border
  /// and drag transitions: ``Anchor/maxX``, and the host is asked to keep the parts there); one
  /// that shares the left edge keeps it at the left (the trailing strips, reveal, static,
  /// rotate3D, grow: ``Anchor/minX``, as placed already). Until then, when nothing shows it
  /// (clipCenter clips both sides) and when the host cannot keep them at the right edge, the
  /// parts stay placed from the left edge. Decided once per strip: a transition does not change
  /// within a strip's life.
  @inline(never)
  @usableFromInline func decideAnchor<Sink: SwipeButtonSink>(
    _ frames: UnsafeBufferPointer<SwipeButtonFrame>, into sink: Sink
  ) {
    for frame in frames where frame.visibleWidth > 0 && frame.visibleWidth < frame.width {
      let tolerance: CGFloat = 1e-6
      let sharesLeft = Swift.abs(frame.minX - frame.visibleMinX) <= tolerance
      let sharesRight =
        Swift.abs(frame.minX + frame.width - frame.visibleMinX - frame.visibleWidth)
        <= tolerance
      guard sharesLeft != sharesRight else { continue }
      anchorDecided = true
      guard sharesRight else { return }
      anchorsAtMaxX = sink.anchorParts(at: .maxX)
      return
    }
  }

  /// Where a button `width` wide puts the origin its parts are placed from, in its own
  /// coordinates: 0, or its right edge (``Anchor/maxX``).
  @inlinable func partsOrigin(width: CGFloat) -> CGFloat { anchorsAtMaxX ? width : 0 }

  deinit {
    slots.deinitialize()
    slots.deallocate()
  }

  /// The number of buttons.
  public var count: Int { slots.count }

  /// The frame last written for button `index` (`nil` before its first placement or for no such
  /// button).
  public func writtenFrame(at index: Int) -> CGRect? {
    guard index >= 0, index < slots.count, !slots[index].frame.x.isNaN else { return nil }
    return slots[index].frame.rect
  }

  /// Places the buttons of `frames` (each names its button by action index; others keep their
  /// place) in a strip whose bounds are `strip` (row coordinates: the strip's bounds keep the
  /// cell's) while the row's visible part is `bandMinY …+ bandHeight`, writing to `sink` only
  /// what differs from what was last written. The buffer is read during the call only.
  /// `withoutEffects`: every frame is at scale and alpha 1 (the engine's placements without
  /// scale or alpha effects, ``SwipeRowView/placeSwipeButtons(_:bandMinY:bandHeight:withoutEffects:)``),
  /// so while no button has another scale or alpha, none is compared: 7 instructions a button
  /// an event (Benchmarks/README.md).
  ///
  /// Inlined into the host's call, with `placeButton(_:top:height:contentY:tolerance:atMaxX:into:)`
  /// into its loop and the rare parts (`placeParts(_:top:height:band:slot:into:)`) kept out of
  /// line: as calls, each button paid a call and a copy of its frame, about 25 instructions
  /// (Benchmarks/README.md). The loop reads each frame in place (a frame handed on by value is
  /// first copied, 104 bytes) and the strip's values once.
  @inlinable @inline(__always)
  public func place<Sink: SwipeButtonSink>(
    _ frames: UnsafeBufferPointer<SwipeButtonFrame>, strip: CGRect, bandMinY: CGFloat,
    bandHeight: CGFloat, withoutEffects: Bool = false, into sink: Sink
  ) {
    placedBand = (bandMinY, bandHeight)
    if !anchorDecided { decideAnchor(frames, into: sink) }
    guard let first = frames.baseAddress, !frames.isEmpty else { return }
    let top = strip.origin.y
    let height = strip.size.height
    let contentY = bandMinY + bandHeight / 2 - top
    let tolerance = centreTolerance
    let atMaxX = anchorsAtMaxX
    let checksEffects = !withoutEffects || buttonsMayHaveEffects
    // One loop for each case, so that neither tests it per button.
    if checksEffects {
      for k in 0..<frames.count {
        placeButton(
          first + k, top: top, height: height, contentY: contentY, tolerance: tolerance,
          atMaxX: atMaxX, checksEffects: true, into: sink)
      }
    } else {
      for k in 0..<frames.count {
        placeButton(
          first + k, top: top, height: height, contentY: contentY, tolerance: tolerance,
          atMaxX: atMaxX, checksEffects: false, into: sink)
      }
    }
    if !withoutEffects {
      buttonsMayHaveEffects = true
    } else if checksEffects {
      buttonsMayHaveEffects = anyButtonHasEffects()
    }
    turnStrip(by: first[frames.count - 1].rotation, strip: strip, into: sink)
  }

  /// ``place(_:strip:bandMinY:bandHeight:withoutEffects:into:)`` for frames in an array (the
  /// leaving fill).
  public func place<Sink: SwipeButtonSink>(
    _ frames: [SwipeButtonFrame], strip: CGRect, into sink: Sink
  ) {
    frames.withUnsafeBufferPointer {
      place($0, strip: strip, bandMinY: placedBand.minY, bandHeight: placedBand.height, into: sink)
    }
  }

  /// Places one button: its frame, its background (unless the button is its own fill), its
  /// content and the title below, then its scale and alpha when they changed (`checksEffects`;
  /// else they are known to be unchanged). The strip's values: its `top` and `height`, the
  /// band's middle less `top` (`contentY`), the centres' ``centreTolerance`` and whether the
  /// parts are placed from the right edge (`atMaxX`).
  @inlinable @inline(__always)
  func placeButton<Sink: SwipeButtonSink>(
    _ frame: UnsafePointer<SwipeButtonFrame>, top: CGFloat, height: CGFloat, contentY: CGFloat,
    tolerance: CGFloat, atMaxX: Bool, checksEffects: Bool, into sink: Sink
  ) {
    let index = frame.pointee.actionIndex
    guard index >= 0, index < slots.count else { return }
    let slot = slots.baseAddress.unsafelyUnwrapped + index
    let shown = Box(
      x: frame.pointee.visibleMinX, y: top, width: Swift.max(0, frame.pointee.visibleWidth),
      height: height)
    if slot.pointee.frame.update(shown) { sink.setButtonFrame(shown.rect, at: index) }
    if slot.pointee.isPlain {
      // The common button: its content's bounds follow its width only, and it is centred on
      // the content rect and the band.
      let width = frame.pointee.width
      if width != slot.pointee.measuredWidth {
        slot.pointee.measuredWidth = width
        let size = sink.measureContent(at: index, width: width)
        slot.pointee.contentSize = size
        let bounds = Box(x: 0, y: 0, width: size.width, height: size.height)
        if slot.pointee.contentBounds.update(bounds) {
          sink.setContentBounds(bounds.rect, at: index)
        }
      }
      let center = Spot(
        x: frame.pointee.minX - frame.pointee.visibleMinX + width / 2
          - (atMaxX ? shown.width : 0),
        y: contentY)
      if slot.pointee.contentCenter.update(center, xWithin: tolerance) {
        sink.setContentCenter(center.point, at: index)
      }
    } else {
      placeParts(frame, top: top, height: height, band: placedBand, slot: slot, into: sink)
    }
    guard checksEffects else { return }
    let scale = frame.pointee.scale
    let alpha = frame.pointee.alpha
    guard scale != slot.pointee.scale || alpha != slot.pointee.alpha else { return }
    slot.pointee.scale = scale
    slot.pointee.alpha = alpha
    let views = scalesWholeButton ? (slot.pointee.button.hasTitleBelow ? 3 : 2) : 1
    sink.animateEffects(
      at: index, views: views, scale: scale, alpha: alpha,
      duration: frame.pointee.animationDuration, delay: frame.pointee.animationDelay)
  }

  /// Places the background, the content and the title below of a button that is not plain (a
  /// shaped or glass background, the app's own view, a title under a circle). The frame is read
  /// in place and the button's description through its slot: copies of either, handed on or
  /// kept across the sink's calls, cost about 40 instructions a button.
  @inlinable @inline(never)
  func placeParts<Sink: SwipeButtonSink>(
    _ framePointer: UnsafePointer<SwipeButtonFrame>, top: CGFloat, height: CGFloat,
    band: (minY: CGFloat, height: CGFloat), slot: UnsafeMutablePointer<Slot>, into sink: Sink
  ) {
    let frame = framePointer.pointee
    let index = frame.actionIndex
    let bandMidY = band.minY + band.height / 2
    let shown = slot.pointee.frame
    let origin = partsOrigin(width: shown.width)
    // The content's size: the app's view keeps its own; a title and image fit the button's
    // width, measured once per width (as is the title below).
    var size: CGSize
    if slot.pointee.button.customInsets != nil {
      size = sink.customContentSize(at: index)
    } else {
      if frame.width != slot.pointee.measuredWidth {
        slot.pointee.measuredWidth = frame.width
        slot.pointee.contentSize = sink.measureContent(at: index, width: frame.width)
        if slot.pointee.button.hasTitleBelow {
          slot.pointee.titleSize = sink.measureTitleBelow(at: index, width: frame.width)
        }
      }
      size = slot.pointee.contentSize
    }
    var shapeShift: CGFloat = 0
    var titleShift: CGFloat = 0
    if !slot.pointee.button.fillsButton || slot.pointee.button.hasTitleBelow {
      let drawn = slot.pointee.button.shape.background(
        inSlot: CGRect(x: frame.minX, y: top, width: frame.width, height: height),
        band: band)
      let shifts = slot.pointee.button.arrangement.verticalShifts(
        shapeHeight: drawn.rect.height,
        titleHeight: slot.pointee.button.hasTitleBelow ? slot.pointee.titleSize.height : 0)
      shapeShift = shifts.shape
      titleShift = shifts.title
      if !slot.pointee.button.fillsButton {
        placeBackground(
          drawn, frame: frame, shown: CGSize(width: shown.width, height: shown.height),
          origin: origin, top: top, shift: shifts.shape, slot: slot, into: sink)
      }
    }
    let insets = slot.pointee.button.customInsets ?? LayoutInsets()
    if slot.pointee.button.customFillsHeight, slot.pointee.button.customInsets != nil {
      size.height = Swift.max(0, band.height - insets.top - insets.bottom)
    }
    let midX =
      frame.minX - frame.visibleMinX + insets.left + (frame.width - insets.left - insets.right)
      / 2 - origin
    let contentBounds = Box(x: 0, y: 0, width: size.width, height: size.height)
    if slot.pointee.contentBounds.update(contentBounds) {
      sink.setContentBounds(contentBounds.rect, at: index)
    }
    let contentCenter = Spot(
      x: midX, y: bandMidY - top + shapeShift + (insets.top - insets.bottom) / 2)
    if slot.pointee.contentCenter.update(contentCenter, xWithin: centreTolerance) {
      sink.setContentCenter(contentCenter.point, at: index)
    }
    if slot.pointee.button.hasTitleBelow {
      let titleBounds = Box(x: 0, y: 0, width: frame.width, height: slot.pointee.titleSize.height)
      if slot.pointee.titleBounds.update(titleBounds) {
        sink.setTitleBelowBounds(titleBounds.rect, at: index)
      }
      let titleCenter = Spot(x: midX, y: bandMidY - top + titleShift)
      if slot.pointee.titleCenter.update(titleCenter, xWithin: centreTolerance) {
        sink.setTitleBelowCenter(titleCenter.point, at: index)
      }
    }
  }

  /// Puts the background at `drawn` (row coordinates) moved by `shift`, in the button's
  /// coordinates less `origin` (``partsOrigin(width:)``; it covers only the visible part of the
  /// slot, `shown`): a rectangle covers the visible part, which already leaves out a clipCenter
  /// clip. Placed by bounds and centre, so a scale transform keeps it in place.
  @inlinable
  func placeBackground<Sink: SwipeButtonSink>(
    _ drawn: (rect: CGRect, cornerRadius: CGFloat), frame: SwipeButtonFrame, shown: CGSize,
    origin: CGFloat, top: CGFloat, shift: CGFloat, slot: UnsafeMutablePointer<Slot>,
    into sink: Sink
  ) {
    let bounds: Box
    let center: Spot
    let radius: CGFloat
    if slot.pointee.button.isRectangle {
      bounds = Box(x: 0, y: 0, width: shown.width, height: shown.height)
      center = Spot(x: shown.width / 2 - origin, y: shown.height / 2)
      radius = 0
    } else {
      bounds = Box(x: 0, y: 0, width: drawn.rect.width, height: drawn.rect.height)
      center = Spot(
        x: drawn.rect.midX - frame.visibleMinX - origin, y: drawn.rect.midY - top + shift)
      radius = drawn.cornerRadius
    }
    if slot.pointee.backgroundBounds.update(bounds) {
      sink.setBackgroundBounds(bounds.rect, at: frame.actionIndex)
    }
    if slot.pointee.backgroundCenter.update(center, xWithin: centreTolerance) {
      sink.setBackgroundCenter(center.point, at: frame.actionIndex)
    }
    if radius != slot.pointee.cornerRadius {
      slot.pointee.cornerRadius = radius
      sink.setBackgroundCornerRadius(radius, at: frame.actionIndex)
    }
  }

  /// Turns the strip by `angle` (``SwipeButtonFrame/rotation``, the same for every button of a
  /// placement) about the middle of the buttons' frames: written once per placement, and only
  /// when the angle or the pivot changed (a flat strip stays flat without a write).
  @inlinable
  func turnStrip<Sink: SwipeButtonSink>(by angle: CGFloat, strip: CGRect, into sink: Sink) {
    guard angle != 0 else {
      if turn.angle != 0 {
        turn = (0, 0)
        sink.setStripTurn(angle: 0, pivot: 0)
      }
      return
    }
    var minX = CGFloat.infinity
    var maxX = -CGFloat.infinity
    for i in 0..<slots.count where !slots[i].frame.x.isNaN {
      minX = Swift.min(minX, slots[i].frame.x)
      maxX = Swift.max(maxX, slots[i].frame.x + slots[i].frame.width)
    }
    guard minX <= maxX else {
      if turn.angle != 0 {
        turn = (0, 0)
        sink.setStripTurn(angle: 0, pivot: 0)
      }
      return
    }
    let pivot = (minX + maxX) / 2 - (strip.origin.x + strip.size.width / 2)
    guard angle != turn.angle || pivot != turn.pivot else { return }
    turn = (angle, pivot)
    sink.setStripTurn(angle: angle, pivot: pivot)
  }
}
