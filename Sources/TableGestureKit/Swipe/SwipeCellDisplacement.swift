#if canImport(UIKit)
  import QuartzCore
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// What the engine has done to one cell (a table's or a collection view's: only `UIView` and
  /// its layer are written): the whole row slid sideways and its buttons beneath
  /// it. Stored on the cell while the cell is displaced; ``restore()`` undoes all of it.
  ///
  /// The row moves by a translation on the cell layer's `sublayerTransform`, which applies "to
  /// sublayers when rendering"
  /// (https://developer.apple.com/documentation/quartzcore/calayer/sublayertransform): every
  /// view of the cell moves as one — content view (also one a new content configuration puts
  /// in), built-in accessories (disclosure indicator, checkmark, detail button), the system
  /// background of a background configuration, custom background views and the separators —
  /// while no view's frame changes, so nothing UIKit lays out (layout passes, self-sizing,
  /// configuration updates, margins and safe area) has anything to undo or to react to. The
  /// cell layer's own background colour and corner mask stay, so a rounded (inset-grouped) cell
  /// clips its buttons as it clips the row (device review r2: V2, V3, V4, M8; F4 and V5 by
  /// construction, as there is no layout callback).
  ///
  /// The buttons are a subview at index 0, counter-translated (frame x = −offset), so they stay
  /// still beneath the sliding row. The cell takes no touches of its own while displaced (taps
  /// reach the engine through the table's dismissal recogniser). Every write is made with
  /// implicit animations off, so the row moves only as the display link drives it. A cell
  /// narrower than the table (inset-grouped) clips to its bounds while displaced.
  ///
  /// Not testable on Linux (UIKit). Unverified on a device (`docs/device-notes.md`): that UIKit
  /// never writes a table cell layer's `sublayerTransform` (no such write was found in the
  /// decompiled cell; the iOS test `SwipeableTableTests.testTheTranslationSurvivesLayout`
  /// checks it); that the iOS 26 design draws no row fill on the cell's own layer.
  @MainActor
  final class SwipeCellDisplacement: @MainActor SwipeRowSink {
    private static let key = AssociatedKey<SwipeCellDisplacement>()

    /// The displacement stored on `cell`, if any.
    static func of(_ cell: UIView) -> SwipeCellDisplacement? { key.get(from: cell) }

    /// The displacement of `cell`, made (and stored on it) when it has none; `clips`: the cell
    /// is narrower than its table, so it clips to its bounds while displaced.
    static func attach(to cell: UIView, clips: Bool) -> SwipeCellDisplacement {
      if let existing = key.get(from: cell) { return existing }
      let made = SwipeCellDisplacement(cell: cell, clips: clips)
      key.set(made, on: cell)
      return made
    }

    private weak var cell: UIView?
    /// The row's offset in points (positive: right).
    private(set) var offset: CGFloat = 0
    /// The buttons, while shown.
    private(set) var actionsView: SwipeActionsView?
    /// The x of the buttons' strip in the cell at rest.
    private var stripMinX: CGFloat = 0
    /// What of the row to write when its offset changes (only what changed; its writes are this
    /// displacement's ``SwipeRowSink`` methods).
    @exclusivity(unchecked) private var writer = SwipeRowWriter()
    private let savedTransform: CATransform3D
    private let savedInteraction: Bool
    private let savedClips: Bool
    private var isRestored = false

    private init(cell: UIView, clips: Bool) {
      self.cell = cell
      savedTransform = cell.layer.sublayerTransform
      savedInteraction = cell.isUserInteractionEnabled
      savedClips = cell.clipsToBounds
      cell.isUserInteractionEnabled = false
      if clips { cell.clipsToBounds = true }
    }

    /// Whether the cell is leaving `list` with its row: still in a window and shown, but no
    /// longer at any index path (a deleted row's cell during the deletion animation; a cell in
    /// the reuse pool is hidden or out of the window). Unverified on a device: that
    /// `indexPath(for:)` is `nil` for a deleted row's cell while it animates out.
    func isLeaving(in list: some RowListView) -> Bool {
      guard let cell else { return false }
      return cell.window != nil && !cell.isHidden && list.indexPath(showing: cell) == nil
    }

    /// Whether the cell's layer still runs an animation: a deleted row's cell animates out (its
    /// row animation, and the fill of ``slideLeaving(to:)``) until UIKit removes or pools it; a
    /// pooled cell runs none. Device review r4, N4: the one public trace that tells the two apart
    /// (UIKit hides a pooled cell with the private `_setHiddenForReuse:`, not `isHidden`); that
    /// UIKit's row animations are layer animations holds for `UIView` animation blocks, and is
    /// unverified on a device.
    var isAnimating: Bool {
      cell?.layer.animationKeys()?.isEmpty == false
    }

    /// Slides the row to `offset` from rest, the buttons staying still: writes only what
    /// changed, in one transaction without implicit animations.
    func setOffset(_ offset: CGFloat) {
      // ``slideLeaving(to:)`` writes the offset itself.
      if writer.offset != self.offset { writer.wrote(offset: self.offset) }
      self.offset = offset
      guard cell != nil, writer.writes(offset: offset) else { return }
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      writer.setOffset(offset, into: self)
      CATransaction.commit()
    }

    func setRowTranslation(_ offset: CGFloat) {
      cell?.layer.sublayerTransform = CATransform3DTranslate(savedTransform, offset, 0, 0)
    }

    func setStripX(_ x: CGFloat) { actionsView?.frame.origin.x = x }

    /// Slides the row to `fill`'s offset and its buttons to `fill`'s frames over `fill`'s duration
    /// (a deleted row's cell animating out fills the row, device review r4, N2). The strip and
    /// buttons move in a view animation block (ease-in, ease-out); the content's
    /// `sublayerTransform` is a key such a block does not animate, so it gets an explicit
    /// animation with the same duration and curve from the offset shown now
    /// (`SwipeLeavingFill.contentAnimation`; device review r5, R5-1), on its translation's key
    /// path ("Key-Value Coding Extensions", Core Animation Programming Guide). The iOS test
    /// `SwipeLeavingFillAnimationTests` checks the animation on the cell's layer.
    func slideLeaving(to fill: SwipeLeavingFill) {
      offset = fill.offset
      guard let cell else { return }
      let layer = cell.layer
      let target = CATransform3DTranslate(savedTransform, fill.offset, 0, 0)
      let content = CABasicAnimation(keyPath: SwipeLeavingFill.contentKeyPath)
      content.fromValue = (layer.presentation() ?? layer).sublayerTransform.m41
      content.toValue = target.m41
      content.duration = fill.duration
      content.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      layer.sublayerTransform = target
      layer.add(content, forKey: SwipeLeavingFill.contentKey)
      CATransaction.commit()
      UIView.animate(
        withDuration: fill.duration, delay: 0, options: [.beginFromCurrentState],
        animations: { [actionsView, stripMinX] in
          actionsView?.frame.origin.x = stripMinX - fill.offset
          actionsView?.place(fill.buttons)
        })
    }

    /// Shows `view` as the row's buttons (replacing any shown), beneath every other view, in
    /// `strip` (the cell background's frame and corner radius, device review r2, V3); the
    /// strip's bounds keep the cell's coordinates, so buttons are placed in row coordinates.
    func showButtons(_ view: SwipeActionsView, in strip: SwipeButtonStrip) {
      guard let cell else { return }
      actionsView?.removeFromSuperview()
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      stripMinX = strip.rect.minX
      writer.stripShown(atMinX: strip.rect.minX)
      view.frame = CGRect(
        x: strip.rect.minX - offset, y: strip.rect.minY, width: strip.rect.width,
        height: strip.rect.height)
      view.bounds.origin = strip.rect.origin
      view.layer.cornerRadius = strip.cornerRadius
      cell.insertSubview(view, at: 0)
      CATransaction.commit()
      actionsView = view
    }

    /// Removes the buttons.
    func removeButtons() {
      actionsView?.removeFromSuperview()
      actionsView = nil
      writer.stripRemoved()
    }

    /// Puts the cell back as it was: transform, touches and clipping restored, no buttons, and
    /// the displacement removed from the cell. Calling it again does nothing.
    func restore() {
      guard !isRestored else { return }
      isRestored = true
      removeButtons()
      offset = 0
      guard let cell else { return }
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      cell.layer.removeAnimation(forKey: SwipeLeavingFill.contentKey)
      cell.layer.sublayerTransform = savedTransform
      CATransaction.commit()
      cell.isUserInteractionEnabled = savedInteraction
      cell.clipsToBounds = savedClips
      Self.key.set(nil, on: cell)
    }
  }

  /// The displaced cell as the engine's pan updates and display frames write it: the helper's
  /// `swipeButtonsEdge`, `setSwipeOffset` and `layoutSwipeButtons` on the displacement it found.
  extension SwipeCellDisplacement: @MainActor SwipeRowView {
    var swipeButtonsEdge: SwipeableEdge? { actionsView?.edge }

    func setSwipeOffset(_ offset: CGFloat) { setOffset(offset) }

    func placeSwipeButtons(
      _ frames: UnsafeBufferPointer<SwipeButtonFrame>, bandMinY: CGFloat, bandHeight: CGFloat,
      withoutEffects: Bool
    ) {
      actionsView?.place(
        frames, bandMinY: bandMinY, bandHeight: bandHeight, withoutEffects: withoutEffects)
    }
  }
#endif
