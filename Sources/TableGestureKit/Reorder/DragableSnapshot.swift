#if canImport(UIKit)
  import QuartzCore
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// The floating picture of a lifted row: a container that carries the shadow, holding a
  /// snapshot of the cell clipped to the corner radius.
  ///
  /// Not testable on Linux (UIKit drawing).
  @MainActor
  enum DragableSnapshot {
    /// A picture of `cell` laid over `frame` (content coordinates), not yet lifted.
    ///
    /// The picture is an image drawn with `drawHierarchy(in:afterScreenUpdates:)`, which captures a
    /// view "regardless of the drawing techniques … in which the views are rendered" — UIKit, Quartz
    /// `draw(_:)`, OpenGL ES, SpriteKit (Apple's Technical Q&A QA1817). A render-server snapshot
    /// (`snapshotView(afterScreenUpdates:)`) can come back empty for content that "has not been
    /// rendered" yet, and on devices has for custom-drawn views (kenshin03/KTSecretTextView#3),
    /// so a custom-drawn row would lift as a blank rectangle. Where `drawHierarchy` reports missing
    /// image data (it returns `false`, for example outside a window), the cell's layer is rendered
    /// with `render(in:)` instead.
    ///
    /// The long press has highlighted the row; the picture must show it at rest. A picture taken
    /// without a screen update "might not include recent changes" (Apple's
    /// `drawHierarchy(in:afterScreenUpdates:)` page), so the highlight is turned off first and the
    /// picture drawn after the update. The shadow gets an explicit path, so Core Animation does
    /// not compute it from the picture's alpha every frame.
    ///
    /// **The cost of `afterScreenUpdates: true` (device review r4, N13), and why it stays.** It
    /// commits and renders the pending changes of the whole window synchronously, inside the long
    /// press's `.began`: peers saw it delay running animations
    /// (SilenceLove/HXPhotoPicker#523, citing Stack Overflow 23157653) and make a whole window
    /// blink or "jump" when drawn from a window (mrackwitz/MRProgress#74,
    /// shinydevelopment/SDScreenshotCapture#8). The work is one frame's commit that the run loop
    /// would do at the end of this turn anyway, done once per lift (never per frame), at the
    /// moment UIKit's own lift takes its preview; the row itself is one cell. Each alternative
    /// misses something the lift needs:
    /// - `afterScreenUpdates: false` draws the last committed frame, so the highlight just turned
    ///   off is still in the picture (the page's "might not include recent changes";
    ///   evadne/LiveFrost#10: a view hidden just before is still drawn);
    /// - `snapshotView(afterScreenUpdates:)` is a render-server copy, "more efficient" (QA1817),
    ///   but with `false` it has the same stale highlight, and it has come back blank for
    ///   custom-drawn views (kenshin03/KTSecretTextView#3) — last round's blank-row bug;
    /// - `layer.render(in:)` needs no screen update and sees the model layer tree, but leaves out
    ///   content the GPU composites (video, Metal and OpenGL layers; evadne/LiveFrost#10) and was
    ///   measured far slower than `drawHierarchy` for whole views
    ///   (alikaragoz/MCSwipeTableViewCell#99: 0.625 s against 0.014 s), so it stays the fallback
    ///   for when `drawHierarchy` reports missing image data.
    /// Unmeasured here: whether the forced update shows as a hitch on a device (Instruments'
    /// Hitches track on a complex row is the check).
    ///
    /// **What the lift costs in UIKit calls** (`Benchmarks/drag-calls.sh`, `drag-lift`): one cell
    /// look-up for the picture, fifteen writes to make and lift the snapshot (listed in the
    /// benchmarks' `BenchmarkDragHelper.showSnapshot`), and one synchronous screen update — the
    /// `afterScreenUpdates: true` commit, counted as the lift's forced layout. So the lift keeps
    /// `drawHierarchy(in:afterScreenUpdates: true)` over `layer.render(in:)`: the latter makes no
    /// commit but draws every layer of the row on the CPU, measured far slower for whole views
    /// (the 0.625 s against 0.014 s above), and leaves out GPU-composited content. No test here
    /// shows what `drawHierarchy` would get wrong; `DragSnapshotTests` checks the picture on iOS.
    ///
    /// **Above the rows without a call per move.** The container's `zPosition` puts it in front
    /// of every sibling layer ("Higher values place the layer visually closer to the viewer",
    /// Apple's `CALayer.zPosition` page): cells and section headers the table adds during the
    /// drag — a floating header is added in front of the existing subviews
    /// (`_addContentSubview:atBack:` with `atBack` false when headers float, decompiled UIKitCore
    /// 26.1) — stay behind it, where `bringSubviewToFront(_:)` was called at every move.
    ///
    /// Not testable on Linux (UIKit drawing); `DragSnapshotTests` checks it on iOS.
    static func make(of cell: (some RowCellView)?, frame: CGRect, options: DragableOptions)
      -> UIView
    {
      let container = UIView(frame: frame)
      let bounds = CGRect(origin: .zero, size: frame.size)
      let radius = options.lift.resolvedCornerRadius
      cell?.isHighlighted = false
      let picture = UIImageView(image: Self.picture(of: cell, bounds: bounds))
      picture.frame = bounds
      // Follows the container's size when the row's width changes mid-drag (``place(_:over:)``).
      picture.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      picture.clipsToBounds = true
      picture.layer.cornerRadius = radius
      container.addSubview(picture)
      container.layer.shadowPath = UIBezierPath(roundedRect: bounds, cornerRadius: radius).cgPath
      container.layer.shadowRadius = options.lift.resolvedShadowRadius
      container.layer.shadowOffset = options.lift.resolvedShadowOffset
      container.layer.shadowOpacity = 0
      container.layer.zPosition = Self.liftedZPosition
      return container
    }

    /// The lifted snapshot's `zPosition`: above the table's cells and headers, whose layers keep
    /// the default 0.
    static let liftedZPosition: CGFloat = 1_000

    /// The lifted look: scale, opacity and shadow from `appearance`. Call it inside an animation.
    static func lift(_ view: UIView, appearance: LiftAppearance) {
      let scale = appearance.resolvedScale
      view.transform = CGAffineTransform(scaleX: scale, y: scale)
      view.alpha = appearance.resolvedAlpha
      view.layer.shadowOpacity = Float(appearance.resolvedShadowOpacity)
    }

    /// Lays `view` over `frame` (content coordinates): its size and its centre, under whatever
    /// lift transform it has (`bounds` and `center` are untouched by `transform`; `frame` is
    /// not). The shadow's path follows the size, with the options' corner radius.
    ///
    /// The size as well as the centre: a rotation or a window resize mid-drag changes the row's
    /// width, and a snapshot that kept the old one would float, and drop, at it (device review
    /// r4, N11). The picture is stretched to the new size until the drop shows the row again.
    static func place(_ view: UIView, over frame: CGRect, options: DragableOptions) {
      view.center = CGPoint(x: frame.midX, y: frame.midY)
      view.bounds.size = frame.size
      view.layer.shadowPath =
        UIBezierPath(
          roundedRect: view.bounds, cornerRadius: options.lift.resolvedCornerRadius
        ).cgPath
    }

    /// The resting look over `frame`; or, `fading`, gone where it is (Reduce Motion: the row
    /// already shows in its slot). Call it inside an animation.
    static func settle(
      _ view: UIView, into frame: CGRect, fading: Bool, options: DragableOptions
    ) {
      guard !fading else {
        view.alpha = 0
        return
      }
      view.transform = .identity
      place(view, over: frame, options: options)
      view.alpha = 1
      view.layer.shadowOpacity = 0
    }

    /// The image of `cell` at rest over `bounds`; transparent when there is no cell.
    static func picture(of cell: UIView?, bounds: CGRect) -> UIImage {
      UIGraphicsImageRenderer(bounds: bounds).image { context in
        guard let cell, !cell.drawHierarchy(in: bounds, afterScreenUpdates: true) else { return }
        cell.layer.render(in: context.cgContext)
      }
    }
  }
#endif
