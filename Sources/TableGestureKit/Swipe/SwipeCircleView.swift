#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// The round visual of a circular system action moved to the engine: a circle in the
  /// action's colour with its image in the middle (the system customiser's `.circular` look).
  ///
  /// Not testable on Linux (UIKit).
  @MainActor
  final class SwipeCircleView: UIView {
    init(diameter: CGFloat, color: UIColor, image: UIImage?) {
      super.init(frame: CGRect(x: 0, y: 0, width: diameter, height: diameter))
      backgroundColor = color
      layer.cornerRadius = diameter / 2
      clipsToBounds = true
      let imageView = UIImageView(image: image)
      imageView.tintColor = .white
      imageView.contentMode = .center
      imageView.frame = bounds
      imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(imageView)
    }

    required init?(coder: NSCoder) { nil }
  }
#endif
