#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// One button of the library's own swipe engine: what it shows and what it does. The engine's
  /// counterpart of `UIContextualAction`, with the looks the system button cannot have (a width,
  /// a gap, rounded corners, any view).
  ///
  /// ```swift
  /// let archive = SwipeableAction(title: "Archive") { action, sourceView, completion in
  ///   archive(item)
  ///   completion(true)
  /// }
  /// archive.backgroundColor = .systemIndigo
  /// ```
  @MainActor
  public final class SwipeableAction {
    /// Runs the action. `sourceView` is the row's cell (the table when the row has none on
    /// screen), never the button, which goes away when the row closes: a popover anchored to it
    /// stays valid. For a row that may scroll away while the popover shows, anchor with
    /// `anchorPopover(toRowAt:in:)` instead. Call `completion` once: `true` when it succeeded —
    /// for a destructive action, when you have removed the row from your data and the table —
    /// or `false` to close the row unchanged.
    ///
    /// While the completion is pending the row stays open. If the table leaves its window first —
    /// the screen is popped or dismissed, its tab is switched away, or the handler itself presents
    /// a full-screen editor — the row closes at once without animation and the pending
    /// completion is dropped: calling it later does nothing (the table is not touched, your data
    /// is yours to update), and the action's handler is released so it keeps nothing alive.
    public typealias Handler =
      @MainActor (SwipeableAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The button's title.
    public var title: String?
    /// The button's image, drawn above the title (template images take ``tintColor``).
    public var image: UIImage?
    /// Ordinary or destructive; destructive actions are red unless given a colour, and a full
    /// swipe on a destructive outermost action deletes the row (through your data source).
    public var style: SwipeableActionStyle
    /// The button's background; `nil` gives `systemRed` for destructive actions, `systemGray3`
    /// otherwise (the system's colours).
    public var backgroundColor: UIColor?
    /// The colour of the title and of template images. Default white.
    public var tintColor: UIColor = .white
    /// The title's font; `nil` uses the system's swipe-button font (15 pt, medium).
    public var font: UIFont?
    /// A view shown instead of the title and image, centred on the row's visible part. Give it
    /// its size (`frame`) before returning the action: the button is that wide plus
    /// ``customViewInsets`` unless ``width`` is set.
    public var customView: UIView?
    /// Space around ``customView`` inside the button, in points.
    public var customViewInsets: UIEdgeInsets = .zero
    /// Whether ``customView`` takes the height of the row's visible part minus the top and
    /// bottom insets, instead of its own. Default `false`.
    public var customViewFillsHeight = false
    /// The button's width in points; `nil` lets the metrics profile size it from the content.
    public var width: CGFloat?
    /// The gap on this button's content side — between it and the next button toward the row's
    /// content — in points; `nil` uses the configuration's ``SwipeableOptions/buttonSpacing``.
    /// The innermost button (the last action) has no next button, so its spacing is ignored
    /// (the first time a row has one, one line is logged): the gap between the row's content
    /// and it is ``SwipeableOptions/contentGap``.
    public var spacing: CGFloat?
    /// The shape of the button's background: ``SwipeableButtonShape/automatic`` (the default:
    /// the look's — a rectangle in the classic look, UIKit 26's circle, capsule or rounded
    /// rectangle in the glass look), ``SwipeableButtonShape/rectangle`` (the whole slot),
    /// ``SwipeableButtonShape/rounded(cornerRadius:)``, ``SwipeableButtonShape/circle(diameter:)``,
    /// ``SwipeableButtonShape/capsule(height:)`` or
    /// ``SwipeableButtonShape/roundedRect(cornerRadius:height:)``, in either look. For any other
    /// look, give the action a ``customView`` (with a clear ``backgroundColor``). The shape is
    /// drawn, not laid out: the button's width and gaps are the same for every shape.
    public var buttonShape: SwipeableButtonShape = .automatic

    /// The corner radius of a ``SwipeableButtonShape/rounded(cornerRadius:)`` shape, 0 for any
    /// other; setting a positive radius makes the shape rounded, 0 a rectangle.
    @available(*, deprecated, message: "set buttonShape = .rounded(cornerRadius:)")
    public var cornerRadius: CGFloat {
      get {
        guard case .rounded(let radius) = buttonShape else { return 0 }
        return radius
      }
      set { buttonShape = newValue > 0 ? .rounded(cornerRadius: newValue) : .rectangle }
    }
    /// What VoiceOver reads; `nil` reads the title.
    public var accessibilityLabel: String?
    /// A pop-in scale for the button's content as it is revealed (`nil`: none).
    public var transition: SwipeableScaleTransition?
    /// Whether tapping the button closes the row at once instead of waiting for the completion.
    public var hidesWhenSelected = false
    /// Runs when the button is tapped, the row is fully swiped (outermost action), or VoiceOver
    /// picks the action.
    public var handler: Handler

    /// Creates an action with a title and a handler.
    /// - Parameters:
    ///   - style: `.destructive` for an action that deletes its row (red by default), `.default`
    ///     (default) for any other.
    ///   - title: the button's title; `nil` for an image- or view-only button.
    ///   - handler: runs when the action is performed; see ``Handler``.
    public init(
      style: SwipeableActionStyle = .default, title: String?, handler: @escaping Handler
    ) {
      self.style = style
      self.title = title
      self.handler = handler
    }
  }
#endif
