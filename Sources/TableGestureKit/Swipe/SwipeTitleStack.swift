#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// A swipe button's standard content, arranged as the core's ``SwipeButtonContentLayout``
  /// says: the image above the title, centred, as iOS 13–18's swipe buttons draw it (image–title
  /// spacing 5 pt, at most two lines of title); the image leading and the title after it on one
  /// line, 4 pt apart, as iOS 26's capsules draw it; or the image alone (the title is drawn under
  /// the button by ``SwipeButtonView``, or not at all).
  ///
  /// Not testable on Linux (UIKit text layout); the arrangement is the core's.
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
    /// Whether the image leads the title on one line (iOS 26's capsule).
    private let isInline: Bool

    init(
      title: String?, image: UIImage?, tint: UIColor, font: UIFont,
      arrangement: SwipeButtonContentLayout = .stacked
    ) {
      isInline = arrangement == .inline
      super.init(frame: .zero)
      switch arrangement {
      case .stacked, .inline: label.text = title
      case .imageOnly, .titleBelow: label.text = nil
      }
      label.font = font
      label.textColor = tint
      label.textAlignment = .center
      label.numberOfLines = isInline ? 1 : 2
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
      let text = label.text == nil ? .zero : label.sizeThatFits(size)
      let picture = imageView.image?.size ?? .zero
      if isInline {
        let gap = label.text != nil && imageView.image != nil ? SwipeGlassLayout.contentSpacing : 0
        return CGSize(
          width: Swift.min(size.width, picture.width + gap + text.width),
          height: Swift.max(text.height, picture.height))
      }
      let gap = label.text != nil && imageView.image != nil ? Self.spacing : 0
      return CGSize(
        width: Swift.min(size.width, Swift.max(text.width, picture.width)),
        height: text.height + picture.height + gap)
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      let picture = imageView.image?.size ?? .zero
      if isInline {
        // The image leads: on the right in a right-to-left layout.
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let lead =
          picture.width > 0 && label.text != nil
          ? picture.width + SwipeGlassLayout.contentSpacing : 0
        imageView.frame = CGRect(
          x: rightToLeft ? bounds.width - picture.width : 0,
          y: (bounds.height - picture.height) / 2, width: picture.width, height: picture.height)
        label.frame = CGRect(
          x: rightToLeft ? 0 : lead, y: 0, width: Swift.max(0, bounds.width - lead),
          height: bounds.height)
        return
      }
      imageView.frame = CGRect(
        x: (bounds.width - picture.width) / 2, y: 0, width: picture.width, height: picture.height)
      let top = picture.height > 0 && label.text != nil ? picture.height + Self.spacing : 0
      label.frame = CGRect(x: 0, y: top, width: bounds.width, height: bounds.height - top)
    }
  }
#endif
