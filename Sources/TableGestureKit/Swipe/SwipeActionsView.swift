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
  final class SwipeActionsView: UIView {
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
      super.init(frame: .zero)
      backgroundColor = background
      clipsToBounds = true
      isUserInteractionEnabled = false
      autoresizingMask = [.flexibleWidth, .flexibleHeight]
      for button in self.buttons { addSubview(button) }
    }

    required init?(coder: NSCoder) { nil }

    /// The band of the last ``place(_:bandMinY:bandHeight:)``.
    private var band: (minY: CGFloat, height: CGFloat) = (0, 0)

    /// Places every button of `frames` in the band of the last placement.
    func place(_ frames: [SwipeButtonFrame]) {
      for frame in frames { place(frame, bandMinY: band.minY, bandHeight: band.height) }
    }

    /// Places the button for `frame.actionIndex`; the band is the row's visible part.
    func place(_ frame: SwipeButtonFrame, bandMinY: CGFloat, bandHeight: CGFloat) {
      band = (bandMinY, bandHeight)
      guard buttons.indices.contains(frame.actionIndex) else { return }
      let button = buttons[frame.actionIndex]
      button.place(
        frame, band: CGRect(x: 0, y: bandMinY, width: bounds.width, height: bandHeight),
        top: bounds.minY, height: bounds.height)
      turn(by: frame.rotation)
    }

    /// Turns the buttons by `angle` radians about the vertical axis through their middle, in
    /// perspective (`m34 = −1/400`), as ``SwipeButtonFrame/rotation`` asks for
    /// ``SwipeableTransitionStyle/rotate3D``; 0 lays them flat. Not testable on Linux (Core
    /// Animation); the angle is the core's.
    private func turn(by angle: CGFloat) {
      guard angle != 0, let minX = buttons.map(\.frame.minX).min(),
        let maxX = buttons.map(\.frame.maxX).max()
      else {
        layer.sublayerTransform = CATransform3DIdentity
        return
      }
      let pivot = (minX + maxX) / 2 - bounds.midX
      var transform = CATransform3DIdentity
      transform.m34 = -1 / 400
      transform = CATransform3DTranslate(transform, pivot, 0, 0)
      transform = CATransform3DRotate(transform, angle, 0, 1, 0)
      layer.sublayerTransform = CATransform3DTranslate(transform, -pivot, 0, 0)
    }

  }
#endif
