#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// The strip of buttons of one open row, inside the row's cell just below `contentView`: it
  /// covers the cell's bounds, clips to them (inset-grouped corners clip it as they clip the
  /// row) and needs no hit-testing of its own — taps reach the engine through the table's
  /// dismissal recogniser.
  ///
  /// Not testable on Linux (UIKit).
  @MainActor
  final class SwipeActionsView: UIView, @MainActor SwipeButtonSink {
    /// The edge the buttons come out of.
    let edge: SwipeableEdge
    /// The buttons by their action's index (0 = outermost).
    private(set) var buttons: [SwipeButtonView]

    /// The strip for `buttons` (each app action, the engine's resolved value of it and its fill,
    /// outermost first), drawn in `look` with `material`, over `background`.
    init(
      buttons: [(action: SwipeableAction, value: SwipeAction, fill: UIColor)],
      look: SwipeableLook, material: SwipeableButtonMaterial, background: UIColor?,
      edge: SwipeableEdge
    ) {
      self.edge = edge
      self.buttons = buttons.map {
        SwipeButtonView(
          action: $0.action, value: $0.value, fill: $0.fill, look: look, material: material)
      }
      writer = SwipeButtonWriter(
        buttons: self.buttons.map(\.drawing), scalesWholeButton: look == .glass)
      super.init(frame: .zero)
      backgroundColor = background
      clipsToBounds = true
      isUserInteractionEnabled = false
      autoresizingMask = [.flexibleWidth, .flexibleHeight]
      for button in self.buttons { addSubview(button) }
    }

    required init?(coder: NSCoder) { nil }

    /// What of the buttons to write at each placement (only what changed; titles measured once
    /// per width); each of its writes is one of this view's ``SwipeButtonSink`` methods.
    private let writer: SwipeButtonWriter

    /// Places every button of `frames` in the band of the last placement (the leaving fill).
    func place(_ frames: [SwipeButtonFrame]) {
      writer.place(frames, strip: bounds, into: self)
    }

    /// Places the buttons of `frames` (each names its button by action index); the band is the
    /// row's visible part. `frames` is read during the call only; `withoutEffects`: every frame
    /// is at scale and alpha 1 (``SwipeButtonWriter``).
    func place(
      _ frames: UnsafeBufferPointer<SwipeButtonFrame>, bandMinY: CGFloat, bandHeight: CGFloat,
      withoutEffects: Bool = false
    ) {
      writer.place(
        frames, strip: bounds, bandMinY: bandMinY, bandHeight: bandHeight,
        withoutEffects: withoutEffects, into: self)
    }
  }
#endif

#if canImport(UIKit)
  import QuartzCore

  /// Each write the strip's ``SwipeButtonWriter`` decides on is exactly one UIKit call here
  /// (Benchmarks/README.md, "UIKit calls per event", counts them).
  extension SwipeActionsView {
    func setButtonFrame(_ frame: CGRect, at index: Int) { buttons[index].frame = frame }

    func setBackgroundBounds(_ bounds: CGRect, at index: Int) {
      buttons[index].background.bounds = bounds
    }

    func setBackgroundCenter(_ center: CGPoint, at index: Int) {
      buttons[index].background.center = center
    }

    /// The view's `cornerConfiguration` for glass on iOS 26 (a fixed radius on every corner),
    /// the clipped layer's corner radius otherwise (``SwipeButtonView/backgroundDrawing``).
    func setBackgroundCornerRadius(_ radius: CGFloat, at index: Int) {
      let button = buttons[index]
      #if canImport(UIKit, _version: 9000)
        if button.backgroundDrawing.shaping == .cornerConfiguration, #available(iOS 26.0, *) {
          button.background.cornerConfiguration = .corners(radius: .fixed(Double(radius)))
          return
        }
      #endif
      button.background.layer.cornerRadius = radius
    }

    func setContentBounds(_ bounds: CGRect, at index: Int) {
      buttons[index].content.bounds = bounds
    }

    func setContentCenter(_ center: CGPoint, at index: Int) {
      buttons[index].content.center = center
    }

    func setTitleBelowBounds(_ bounds: CGRect, at index: Int) {
      buttons[index].titleBelow?.bounds = bounds
    }

    func setTitleBelowCenter(_ center: CGPoint, at index: Int) {
      buttons[index].titleBelow?.center = center
    }

    /// The title stack's `sizeThatFits` (its label's text layout).
    func measureContent(at index: Int, width: CGFloat) -> CGSize {
      buttons[index].content.sizeThatFits(
        CGSize(width: width, height: .greatestFiniteMagnitude))
    }

    func customContentSize(at index: Int) -> CGSize { buttons[index].content.bounds.size }

    func measureTitleBelow(at index: Int, width: CGFloat) -> CGSize {
      buttons[index].titleBelow?.sizeThatFits(
        CGSize(width: width, height: .greatestFiniteMagnitude)) ?? .zero
    }

    func animateEffects(
      at index: Int, views: Int, scale: CGFloat, alpha: CGFloat, duration: TimeInterval,
      delay: TimeInterval
    ) {
      let button = buttons[index]
      let shows = SwipeButtonBackgroundDrawing.showsEffect(atAlpha: alpha)
      // Only a change of the effect is set (in the animation, so UIKit materializes the glass
      // rather than fading a view).
      let changed = shows == button.showsEffect ? nil : button.effectView
      button.showsEffect = shows
      UIView.animate(
        withDuration: duration, delay: delay,
        options: [.beginFromCurrentState, .allowUserInteraction],
        animations: { [scaled = button.scaled, faded = button.faded, effect = button.effect] in
          for view in scaled { view.transform = CGAffineTransform(scaleX: scale, y: scale) }
          for view in faded { view.alpha = alpha }
          changed?.effect = shows ? effect : nil
        })
    }

    /// Turns the buttons by `angle` radians about the vertical axis `pivot` points from the
    /// strip's middle, in perspective (`m34 = −1/400`), as ``SwipeButtonFrame/rotation`` asks
    /// for ``SwipeableTransitionStyle/rotate3D``; 0 lays them flat. Not testable on Linux (Core
    /// Animation); the angle and the pivot are the core's.
    /// Each button's parts kept at `anchor`'s edge (``SwipeButtonView/anchor(at:)``).
    func anchorParts(at anchor: SwipeButtonWriter.Anchor) -> Bool {
      for button in buttons { button.anchor(at: anchor) }
      return true
    }

    func setStripTurn(angle: CGFloat, pivot: CGFloat) {
      guard angle != 0 else {
        layer.sublayerTransform = CATransform3DIdentity
        return
      }
      var transform = CATransform3DIdentity
      transform.m34 = -1 / 400
      transform = CATransform3DTranslate(transform, pivot, 0, 0)
      transform = CATransform3DRotate(transform, angle, 0, 1, 0)
      layer.sublayerTransform = CATransform3DTranslate(transform, -pivot, 0, 0)
    }
  }
#endif
