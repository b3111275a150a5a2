#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  @_spi(Headless) import TableGestureSystemSwipeCore
  import UIKit

  extension SwipeableAction {
    /// The engine's version of a system action, keeping how it looks — its title, image,
    /// colour and style, and the width, gap and circular or custom-view style set through the
    /// library's system-swipe customiser (`preferredButtonWidth`, `preferredButtonSpacing`,
    /// `preferredButtonStyle`, `customViewInsets`, `customViewHeight`,
    /// `customViewProvider`) — and running its handler. The rules are
    /// `SwipeSystemActionMigration`'s.
    ///
    /// A `.customView` action's provider is called once, now, with a stand-in for the system
    /// button (a plain view as wide as the button, 44 pt tall): the engine has no system button.
    /// Not testable on Linux (UIKit); the values are tested through the core.
    /// - Parameter contextual: the system action to convert; it is read, not changed.
    public convenience init(_ contextual: UIContextualAction) {
      let migrated = SwipeSystemActionMigration.action(
        SwipeSystemActionFacts(
          identifier: contextual.title ?? "", title: contextual.title,
          image: contextual.image.map { .token(ObjectIdentifier($0).hashValue) },
          isDestructive: contextual.style == .destructive,
          backgroundColor: contextual.backgroundColor.map(SwipeableActionCatalog.swipeColor(of:)),
          button: contextual.swipeButtonSpec))
      let value = migrated.action
      self.init(style: value.style, title: value.title) { _, sourceView, completion in
        contextual.handler(contextual, sourceView, completion)
      }
      image = contextual.image
      backgroundColor = value.backgroundColor == .clear ? .clear : contextual.backgroundColor
      width = value.width
      spacing = value.spacing
      switch migrated.visual {
      case .standard:
        break
      case .circle(let diameter, let color):
        customView = SwipeCircleView(
          diameter: diameter, color: contextual.backgroundColor ?? UIColor.swipe(color),
          image: contextual.image)
      case .custom(let insets, let height):
        let slot = UIView(frame: CGRect(x: 0, y: 0, width: value.width ?? 0, height: 44))
        let view = contextual.swipeButtonViewProvider?(contextual, slot) ?? UIView()
        view.bounds = CGRect(
          origin: .zero,
          size: value.customView?.size ?? CGSize(width: slot.bounds.width, height: height))
        customView = view
        customViewInsets = insets.edgeInsets
        customViewFillsHeight = height <= 0
      }
    }
  }

  extension SwipeableActionsConfiguration {
    /// The engine's version of a system configuration, in one line:
    /// ```swift
    /// SwipeableActionsConfiguration(existingConfiguration)
    /// ```
    /// Each action is converted by ``SwipeableAction/init(_:)``. ``options`` stays `nil`, so
    /// the row keeps the table's `UITableView.swipeableOptions` (its look, metrics and widths);
    /// a `performsFirstActionWithFullSwipe` of `false` carries over as no full swipe on this
    /// row. Keeps the custom styles on iOS 26 and later, where the system customiser cannot reach
    /// the system buttons.
    /// - Parameter configuration: the system configuration to convert; it is read, not changed.
    public convenience init(_ configuration: UISwipeActionsConfiguration) {
      self.init(actions: configuration.actions.map(SwipeableAction.init))
      migratedFullSwipe = configuration.performsFirstActionWithFullSwipe
    }
  }
#endif
