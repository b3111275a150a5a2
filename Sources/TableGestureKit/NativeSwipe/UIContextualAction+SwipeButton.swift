#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// Builds the view injected into a `.customView` swipe button.
  ///
  /// Called once per system button, the first time the button is laid out; the view is then
  /// reused. The second argument is the system button the view goes into (its size is the
  /// button's, including the spacing gap).
  public typealias SwipeButtonCustomViewProvider =
    @MainActor (UIContextualAction, UIView) -> UIView

  extension UIContextualAction {
    private static let widthKey = AssociatedKey<CGFloat>()
    private static let spacingKey = AssociatedKey<CGFloat>()
    private static let styleKey = AssociatedKey<Int>()
    private static let insetsKey = AssociatedKey<LayoutInsets>()
    private static let heightKey = AssociatedKey<CGFloat>()
    private static let providerKey = AssociatedKey<SwipeButtonCustomViewProvider>()

    /// The width of this action's visual, in points; `nil` (the default) means 74.
    ///
    /// Only used when the configuration holds at least one non-`.default` action (see
    /// `SwipeHookDecision`). Values that are not finite and positive count as 74.
    public var preferredButtonWidth: CGFloat? {
      get { Self.widthKey.get(from: self) }
      set { Self.widthKey.set(newValue, on: self) }
    }

    /// A visual gap added to this action's button, in points; 0 by default. Negative or
    /// non-finite values count as 0.
    public var preferredButtonSpacing: CGFloat {
      get { Self.spacingKey.get(from: self) ?? 0 }
      set { Self.spacingKey.set(newValue, on: self) }
    }

    /// How this action's system button looks; `.default` (the default) leaves it untouched.
    ///
    /// Setting a style installs nothing. The system buttons take it only once the app has
    /// switched the system-button customiser on (`import TableGestureSystemSwipe`, then
    /// `SwipeButtonCustomization.install()`); until then they stay stock, and the first
    /// non-`.default` style set logs one line saying so (subsystem `TableGestureKit`, category
    /// `SwipeButtons`). The library's own engine takes the style either way
    /// (`SwipeableActionsConfiguration(_:)`).
    public var preferredButtonStyle: SwipeButtonStyle {
      get { SwipeButtonStyle(storedValue: Self.styleKey.get(from: self) ?? 0) }
      set {
        Self.styleKey.set(newValue.rawValue, on: self)
        if SystemSwipeButtonsSwitch.process.shouldReportCustomLook(newValue) {
          SwipeLog.shared.report(note: SystemSwipeButtonsSwitch.customLookWhileOffMessage)
        }
      }
    }

    /// Insets of the custom view from its slot in the button (`.customView` only).
    public var customViewInsets: UIEdgeInsets {
      get { (Self.insetsKey.get(from: self) ?? .zero).edgeInsets }
      set { Self.insetsKey.set(LayoutInsets(newValue), on: self) }
    }

    /// A fixed height for the custom view, centred in the inset area; `nil` fills it.
    public var customViewHeight: CGFloat? {
      get { Self.heightKey.get(from: self) }
      set { Self.heightKey.set(newValue, on: self) }
    }

    /// Builds the custom view for this action (`.customView` only); `nil` leaves the button empty.
    public var customViewProvider: SwipeButtonCustomViewProvider? {
      get { Self.providerKey.get(from: self) }
      set { Self.providerKey.set(newValue, on: self) }
    }

    /// Turns this action into a custom-view button in one call: sets the style to
    /// `.customView`, the insets and the provider together.
    /// - Parameters:
    ///   - insets: the custom view's insets from its slot in the button (default none).
    ///   - provider: builds the custom view; see ``SwipeButtonCustomViewProvider``.
    public func setCustomView(
      insets: UIEdgeInsets = .zero, provider: @escaping SwipeButtonCustomViewProvider
    ) {
      customViewInsets = insets
      customViewProvider = provider
      preferredButtonStyle = .customView
    }

    /// The action's settings as the core's spec, read by the system-button customiser's layout
    /// hook and by the move to the library's own engine.
    package var swipeButtonSpec: SwipeButtonSpec {
      SwipeButtonSpec(
        preferredWidth: preferredButtonWidth,
        spacing: preferredButtonSpacing,
        style: preferredButtonStyle,
        customViewInsets: Self.insetsKey.get(from: self) ?? .zero,
        customViewHeight: customViewHeight)
    }
  }
#endif
