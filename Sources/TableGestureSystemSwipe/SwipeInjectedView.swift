#if canImport(UIKit)
  import UIKit

  /// The marker for every view the library puts into a system swipe button, so it is found again
  /// and reused on the next layout pass instead of stacked.
  @MainActor
  class SwipeInjectedView: UIView {
    /// Makes the view inert: taps go through to the system button underneath.
    func prepareForInjection() {
      isUserInteractionEnabled = false
      backgroundColor = .clear
    }

    /// The first injected view of type `Kind` in `button`; other injected views are removed.
    static func keepOnly<Kind: SwipeInjectedView>(_ kind: Kind.Type, in button: UIView) -> Kind? {
      var kept: Kind?
      for subview in button.subviews {
        guard let injected = subview as? SwipeInjectedView else { continue }
        if kept == nil, let match = injected as? Kind {
          kept = match
        } else {
          injected.removeFromSuperview()
        }
      }
      return kept
    }
  }

  /// A round background in the action's colour with the action's image centred on it.
  @MainActor
  final class SwipeCircularVisual: SwipeInjectedView {
    private var imageView: UIImageView?

    /// The circle's colour (the action's `backgroundColor`).
    var fillColor: UIColor? {
      didSet { backgroundColor = fillColor }
    }

    /// The image in the middle (the action's `image`), drawn in white.
    var image: UIImage? {
      get { imageView?.image }
      set { imageView?.image = newValue }
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      layer.cornerRadius = bounds.width / 2
      imageView?.frame = bounds
    }

    /// The button's circular visual, created when missing; `isNew` tells whether it was.
    static func findOrInstall(in button: UIView) -> (visual: SwipeCircularVisual, isNew: Bool) {
      if let existing = keepOnly(SwipeCircularVisual.self, in: button) {
        return (existing, false)
      }
      let visual = SwipeCircularVisual(frame: .zero)
      visual.prepareForInjection()
      let imageView = UIImageView(image: nil)
      imageView.contentMode = .center
      imageView.tintColor = .white
      visual.addSubview(imageView)
      visual.imageView = imageView
      button.addSubview(visual)
      return (visual, true)
    }
  }

  /// Holds the view from an action's custom-view provider and sizes it to fill the host.
  @MainActor
  final class SwipeCustomViewHost: SwipeInjectedView {
    private var content: UIView?

    override func layoutSubviews() {
      super.layoutSubviews()
      content?.frame = bounds
    }

    /// The button's custom-view host, created (asking `makeContent` once) when missing.
    static func findOrInstall(
      in button: UIView, makeContent: (UIView) -> UIView?
    ) -> SwipeCustomViewHost {
      if let existing = keepOnly(SwipeCustomViewHost.self, in: button) { return existing }
      let host = SwipeCustomViewHost(frame: .zero)
      host.prepareForInjection()
      if let content = makeContent(button) {
        content.isUserInteractionEnabled = false
        host.content = content
        host.addSubview(content)
      }
      button.addSubview(host)
      return host
    }
  }
#endif
