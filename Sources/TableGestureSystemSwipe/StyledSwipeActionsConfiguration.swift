#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  @_spi(Headless) import TableGestureSystemSwipeCore
  import UIKit

  /// A swipe-actions configuration that sets button width, spacing and style for all its
  /// actions at once.
  ///
  /// Each setter immediately writes its value onto every action (`UIContextualAction`'s
  /// `preferredButtonWidth`, `preferredButtonSpacing`, `preferredButtonStyle`): the layout hook
  /// only ever sees the actions, never this object, which UIKit may already have released by the
  /// time the row is swiped. Set the configuration's values first, then override single actions.
  /// Properties left unset are not written, so an action keeps its own value.
  ///
  /// The system buttons take these values only with the system-button customiser switched on
  /// (`TableGestureSystemSwipe`, `SwipeButtonCustomization.install()`); the library's own engine
  /// takes them either way (`SwipeableActionsConfiguration(_:)`). Not testable on Linux: the
  /// effect on the system buttons.
  @MainActor
  public final class StyledSwipeActionsConfiguration: UISwipeActionsConfiguration {
    /// The width of every action's visual, in points (74 until set).
    public var preferredButtonWidth: CGFloat = SwipeButtonSpec.defaultWidth {
      didSet {
        for action in actions { action.preferredButtonWidth = preferredButtonWidth }
      }
    }

    /// The gap added to every action's button, in points (0 until set).
    public var preferredButtonSpacing: CGFloat = 0 {
      didSet {
        for action in actions { action.preferredButtonSpacing = preferredButtonSpacing }
      }
    }

    /// The look of every action's button (`.default`, untouched, until set). Installs nothing:
    /// see `UIContextualAction.preferredButtonStyle`.
    public var preferredButtonStyle: SwipeButtonStyle = .default {
      didSet {
        for action in actions { action.preferredButtonStyle = preferredButtonStyle }
      }
    }
  }
#endif
