#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  @_spi(Headless) import TableGestureSystemSwipeCore
  import UIKit

  /// Turns the app's UIKit actions into the core's plain values and finds them again.
  ///
  /// Each configuration the delegate returns gets a serial number; its actions become
  /// ``SwipeAction`` values whose `identifier` is `"<serial>.<index>"`, so the engine's values
  /// lead back to the exact UIKit objects (views, images, colours, handlers) they came from. The
  /// last ``capacity`` configurations are kept, and all are forgotten when the engine holds no
  /// action any more (``removeAll()``, from ``SwipeActionsProvider/swipeActionsReleased()``), so
  /// a handler that captures its view controller strongly does not keep the screen alive. An
  /// action whose configuration has been dropped is looked up again through the delegate, by
  /// position on either edge.
  @MainActor
  final class SwipeableActionCatalog {
    /// How many configurations are remembered (the engine asks for a few rows per gesture).
    static let capacity = 32

    private var entries: [(serial: Int, configuration: SwipeableActionsConfiguration)] = []
    private var nextSerial = 0

    /// The core's values for `configuration`, remembered under a new serial number; `defaults`
    /// (the table's options) apply when the configuration has none of its own
    /// (`SwipeSystemActionMigration.options(own:performsFirstActionWithFullSwipe:table:)`).
    func register(_ configuration: SwipeableActionsConfiguration, defaults: SwipeableOptions)
      -> SwipeActionSet
    {
      nextSerial &+= 1
      if entries.count >= Self.capacity { entries.removeFirst(entries.count - Self.capacity + 1) }
      entries.append((nextSerial, configuration))
      let actions = configuration.actions.enumerated().map { index, action in
        Self.value(of: action, identifier: "\(nextSerial).\(index)", position: index)
      }
      return SwipeActionSet(
        actions: actions,
        options: SwipeSystemActionMigration.options(
          own: configuration.options,
          performsFirstActionWithFullSwipe: configuration.migratedFullSwipe, table: defaults))
    }

    /// Forgets every configuration (and with them the actions and their handlers).
    func removeAll() {
      entries.removeAll()
    }

    /// The UIKit action behind an engine value, if its configuration is still remembered.
    func action(for value: SwipeAction) -> SwipeableAction? {
      let parts = value.identifier.split(separator: ".")
      guard parts.count == 2, let serial = Int(parts[0]), let index = Int(parts[1]),
        let entry = entries.last(where: { $0.serial == serial }),
        entry.configuration.actions.indices.contains(index)
      else { return nil }
      return entry.configuration.actions[index]
    }

    /// The position of an engine value in its configuration (for looking it up again).
    static func index(of value: SwipeAction) -> Int? {
      value.identifier.split(separator: ".").last.flatMap { Int($0) }
    }

    /// The core's value for one UIKit action.
    /// An action with neither an accessibility label nor a title is read as "Action n" (its
    /// position, 1 = outermost); give image-only actions an `accessibilityLabel`.
    static func value(of action: SwipeableAction, identifier: String, position: Int)
      -> SwipeAction
    {
      let custom = action.customView.map { view in
        SwipeCustomView(size: view.bounds.size, insets: LayoutInsets(action.customViewInsets))
      }
      return SwipeAction(
        identifier: identifier, title: action.title,
        image: action.image.map { .token(ObjectIdentifier($0).hashValue) }, style: action.style,
        backgroundColor: action.backgroundColor.map(swipeColor(of:)), customView: custom,
        width: action.width, spacing: action.spacing, shape: action.buttonShape,
        accessibilityLabel: action.accessibilityLabel ?? action.title ?? "Action \(position + 1)",
        transition: action.transition,
        hidesWhenSelected: action.hidesWhenSelected)
    }

    /// A colour's components (the engine only needs to know whether it is clear).
    nonisolated static func swipeColor(of color: UIColor) -> SwipeColor {
      var components: [CGFloat] = [0, 0, 0, 1]
      let converted = components.withUnsafeMutableBufferPointer { buffer in
        buffer.baseAddress.map { base in
          color.getRed(base, green: base + 1, blue: base + 2, alpha: base + 3)
        } ?? false
      }
      guard converted else { return .token(color.description) }
      return .rgba(
        red: components[0], green: components[1], blue: components[2], alpha: components[3])
    }
  }
#endif
