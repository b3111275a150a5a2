#if canImport(UIKit)
  import QuartzCore
  import UIKit

  /// The floating picture of a lifted row: a container that carries the shadow, holding a
  /// snapshot of the cell clipped to the corner radius.
  ///
  /// Not testable on Linux (UIKit drawing).
  @MainActor
  enum DragableSnapshot {
    /// A snapshot of `cell` laid over `frame` (content coordinates), not yet lifted. Uses
    /// `snapshotView(afterScreenUpdates:)`, or an image of the cell where that gives nothing.
    ///
    /// The long press has highlighted the row; the picture must show it at rest. A snapshot taken
    /// without a screen update "might not include recent changes" (Apple's
    /// `snapshotView(afterScreenUpdates:)` page), so the highlight is turned off first and the
    /// snapshot taken after the update. The shadow gets an explicit path, so Core Animation does
    /// not compute it from the picture's alpha every frame.
    static func make(of cell: UITableViewCell?, frame: CGRect, options: DragableOptions) -> UIView {
      let container = UIView(frame: frame)
      let bounds = CGRect(origin: .zero, size: frame.size)
      let radius = options.lift.resolvedCornerRadius
      cell?.isHighlighted = false
      let picture = cell?.snapshotView(afterScreenUpdates: true) ?? rendered(cell, bounds: bounds)
      picture.frame = bounds
      picture.clipsToBounds = true
      picture.layer.cornerRadius = radius
      container.addSubview(picture)
      container.layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: radius).cgPath
      container.layer.shadowRadius = options.lift.resolvedShadowRadius
      container.layer.shadowOffset = options.lift.resolvedShadowOffset
      container.layer.shadowOpacity = 0
      return container
    }

    /// The lifted look: scale, opacity and shadow from `appearance`. Call it inside an animation.
    static func lift(_ view: UIView, appearance: LiftAppearance) {
      let scale = appearance.resolvedScale
      view.transform = CGAffineTransform(scaleX: scale, y: scale)
      view.alpha = appearance.resolvedAlpha
      view.layer.shadowOpacity = Float(appearance.resolvedShadowOpacity)
    }

    /// The resting look, centred on `frame`; or, `fading`, gone where it is (Reduce Motion: the
    /// row already shows in its slot). Call it inside an animation.
    static func settle(_ view: UIView, into frame: CGRect, fading: Bool) {
      guard !fading else {
        view.alpha = 0
        return
      }
      view.transform = .identity
      view.center = CGPoint(x: frame.midX, y: frame.midY)
      view.alpha = 1
      view.layer.shadowOpacity = 0
    }

    private static func rendered(_ cell: UITableViewCell?, bounds: CGRect) -> UIView {
      let renderer = UIGraphicsImageRenderer(bounds: bounds)
      let image = renderer.image { _ in
        _ = cell?.drawHierarchy(in: bounds, afterScreenUpdates: false)
      }
      return UIImageView(image: image)
    }
  }
#endif
