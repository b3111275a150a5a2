import Foundation

/// What the engine needs to know about one `UIContextualAction` and the library's settings on it
/// (`preferredButtonWidth`, `preferredButtonSpacing`, `preferredButtonStyle`,
/// `customViewInsets`, `customViewHeight`), as plain values the skin reads off the action.
///
/// Stored as given; ``SwipeSystemActionMigration`` sanitises them (see its rules).
public struct SwipeSystemActionFacts: Sendable, Hashable {
  /// Identifies the action to the app (the skin's choice: an index, the title…).
  public var identifier: String
  /// The action's `title`.
  public var title: String?
  /// The action's `image`, as a value the host resolves.
  public var image: SwipeActionImage?
  /// Whether the action's `style` is `.destructive`.
  public var isDestructive: Bool
  /// The action's `backgroundColor`; `nil` means the style's default (red or grey).
  public var backgroundColor: SwipeColor?
  /// `preferredButtonWidth`: the visual's width in points; `nil`, ≤ 0 or non-finite means
  /// ``SwipeButtonSpec/defaultWidth`` (74) for the round and custom styles, and "the profile
  /// decides" for the default style.
  public var preferredWidth: CGFloat?
  /// `preferredButtonSpacing`, in points; negative or non-finite counts as 0.
  public var spacing: CGFloat
  /// `preferredButtonStyle`.
  public var style: SwipeButtonStyle
  /// `customViewInsets` (`.customView` only); non-finite components count as 0.
  public var customViewInsets: LayoutInsets
  /// `customViewHeight` (`.customView` only); `nil`, ≤ 0 or non-finite means "fill".
  public var customViewHeight: CGFloat?

  public init(
    identifier: String, title: String? = nil, image: SwipeActionImage? = nil,
    isDestructive: Bool = false, backgroundColor: SwipeColor? = nil,
    preferredWidth: CGFloat? = nil, spacing: CGFloat = 0, style: SwipeButtonStyle = .default,
    customViewInsets: LayoutInsets = .zero, customViewHeight: CGFloat? = nil
  ) {
    self.identifier = identifier
    self.title = title
    self.image = image
    self.isDestructive = isDestructive
    self.backgroundColor = backgroundColor
    self.preferredWidth = preferredWidth
    self.spacing = spacing
    self.style = style
    self.customViewInsets = customViewInsets
    self.customViewHeight = customViewHeight
  }
}
