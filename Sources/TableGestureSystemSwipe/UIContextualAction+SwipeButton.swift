#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  @_spi(Headless) import TableGestureSystemSwipeCore
  import TableGestureKit
  import UIKit

  /// Builds the view injected into a `.customView` swipe button (the same function type as the
  /// kit's stored provider).
  ///
  /// Called once per system button, the first time the button is laid out; the view is then
  /// reused. The second argument is the system button the view goes into (its size is the
  /// button's, including the spacing gap).
  public typealias SwipeButtonCustomViewProvider =
    @MainActor (UIContextualAction, UIView) -> UIView

  extension UIContextualAction {

    /// The width of this action's visual, in points; `nil` (the default) means 74.
    ///
    /// Only used when the configuration holds at least one non-`.default` action (see
    /// `SwipeHookDecision`). Values that are not finite and positive count as 74.
    public var preferredButtonWidth: CGFloat? {
      get { Self.swipeButtonWidthKey.get(from: self) }
      set { Self.swipeButtonWidthKey.set(newValue, on: self) }
    }

    /// A visual gap added to this action's button, in points; 0 by default. Negative or
    /// non-finite values count as 0.
    public var preferredButtonSpacing: CGFloat {
      get { Self.swipeButtonSpacingKey.get(from: self) ?? 0 }
      set { Self.swipeButtonSpacingKey.set(newValue, on: self) }
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
      get { SwipeButtonStyle(storedValue: Self.swipeButtonStyleKey.get(from: self) ?? 0) }
      set {
        Self.swipeButtonStyleKey.set(newValue.rawValue, on: self)
        if SystemSwipeButtonsSwitch.process.shouldReportCustomLook(newValue) {
          SwipeLog.shared.report(note: SystemSwipeButtonsSwitch.customLookWhileOffMessage)
        }
      }
    }

    /// Insets of the custom view from its slot in the button (`.customView` only).
    public var customViewInsets: UIEdgeInsets {
      get {
        let insets = Self.swipeButtonInsetsKey.get(from: self) ?? .zero
        return UIEdgeInsets(
          top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
      }
      set {
        Self.swipeButtonInsetsKey.set(
          LayoutInsets(
            top: newValue.top, left: newValue.left, bottom: newValue.bottom,
            right: newValue.right), on: self)
      }
    }

    /// A fixed height for the custom view, centred in the inset area; `nil` fills it.
    public var customViewHeight: CGFloat? {
      get { Self.swipeButtonHeightKey.get(from: self) }
      set { Self.swipeButtonHeightKey.set(newValue, on: self) }
    }

    /// Builds the custom view for this action (`.customView` only); `nil` leaves the button empty.
    public var customViewProvider: SwipeButtonCustomViewProvider? {
      get { Self.swipeButtonProviderKey.get(from: self) }
      set { Self.swipeButtonProviderKey.set(newValue, on: self) }
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
  }
#endif
