import Foundation
@_spi(Headless) import TableGestureCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// What the engine needs to know about one `UIContextualAction` and the library's settings on it
/// (`preferredButtonWidth`, `preferredButtonSpacing`, `preferredButtonStyle`,
/// `customViewInsets`, `customViewHeight`), as plain values the skin reads off the action.
///
/// Stored as given; ``SwipeSystemActionMigration`` sanitises them (see its rules).
@_spi(Headless) public struct SwipeSystemActionFacts: Sendable, Hashable {
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
  /// The library's customiser settings on the action (`preferredButtonWidth`,
  /// `preferredButtonSpacing`, `preferredButtonStyle`, `customViewInsets`, `customViewHeight`),
  /// the same spec the system-button hook reads. A width that is `nil`, ≤ 0 or non-finite means
  /// ``SwipeButtonSpec/defaultWidth`` (74) for the round and custom styles, and "the profile
  /// decides" for the default style.
  public var button: SwipeButtonSpec

  /// Creates the facts of one system action; each argument sets the property of the same name.
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
    button = SwipeButtonSpec(
      preferredWidth: preferredWidth, spacing: spacing, style: style,
      customViewInsets: customViewInsets, customViewHeight: customViewHeight)
  }

  /// The facts of an action whose customiser settings are already a spec.
  public init(
    identifier: String, title: String? = nil, image: SwipeActionImage? = nil,
    isDestructive: Bool = false, backgroundColor: SwipeColor? = nil, button: SwipeButtonSpec
  ) {
    self.identifier = identifier
    self.title = title
    self.image = image
    self.isDestructive = isDestructive
    self.backgroundColor = backgroundColor
    self.button = button
  }
}
