#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// A swipe button's standard content: the image above the title, centred, as the system's
  /// swipe buttons draw it (image–title spacing 5 pt, at most two lines of title).
  ///
  /// Not testable on Linux (UIKit text layout).
  @MainActor
  final class SwipeTitleStack: UIView {
    /// The system swipe button's title font: 15 pt, medium weight, scaled for the current
    /// Dynamic Type size as the body style scales (`UIFontMetrics.scaledFont(for:)`, "scaled to
    /// the current Dynamic Type setting",
    /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:)). Read
    /// when a row's buttons are made, so a size change shows at the next swipe.
    static var defaultFont: UIFont {
      UIFontMetrics(forTextStyle: .body).scaledFont(
        for: UIFont.systemFont(ofSize: 15, weight: .medium))
    }
    /// Space between the image and the title, in points.
    static let spacing: CGFloat = 5

    private let label = UILabel()
    private let imageView = UIImageView()

    init(title: String?, image: UIImage?, tint: UIColor, font: UIFont) {
      super.init(frame: .zero)
      label.text = title
      label.font = font
      label.textColor = tint
      label.textAlignment = .center
      label.numberOfLines = 2
      label.adjustsFontSizeToFitWidth = true
      label.minimumScaleFactor = 11 / 15
      // The button reads as one custom action to VoiceOver (the row's), never as loose text.
      label.isAccessibilityElement = false
      imageView.isAccessibilityElement = false
      imageView.image = image
      imageView.tintColor = tint
      imageView.contentMode = .center
      addSubview(imageView)
      addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    /// The natural width of `title` and `image` stacked (the wider of the two), in points.
    static func naturalWidth(title: String?, image: UIImage?, font: UIFont) -> CGFloat {
      let text = title.map { ($0 as NSString).size(withAttributes: [.font: font]).width } ?? 0
      return Swift.max(text.rounded(.up), image?.size.width ?? 0)
    }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
      let text = label.sizeThatFits(size)
      let picture = imageView.image?.size ?? .zero
      let gap = label.text != nil && imageView.image != nil ? Self.spacing : 0
      return CGSize(
        width: Swift.min(size.width, Swift.max(text.width, picture.width)),
        height: text.height + picture.height + gap)
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      let picture = imageView.image?.size ?? .zero
      imageView.frame = CGRect(
        x: (bounds.width - picture.width) / 2, y: 0, width: picture.width, height: picture.height)
      let top = picture.height > 0 && label.text != nil ? picture.height + Self.spacing : 0
      label.frame = CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    }
  }
#endif
