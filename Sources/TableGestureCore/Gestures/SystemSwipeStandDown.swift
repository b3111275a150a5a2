/// How the library's swipe pan meets UIKit's own list swipe on a collection view, and what it
/// logs: on a list (``LibraryGestureRules/list``) the library's pan waits for UIKit's swipe pan
/// to fail, so when an app gives an item actions through both — the list configuration's
/// `leadingSwipeActionsConfigurationProvider` / `trailing…`, or SwiftUI `.swipeActions` in a
/// `UIHostingConfiguration` — UIKit's swipe shows and the library's stands down, with one log
/// line saying so. The UIKit host reads a recognizer's class name and forwards; every answer is
/// here.
///
/// Why it works, from decompiled UIKitCore 26.1:
/// - UIKit's list swipe pan is a `_UISwipeActionPanGestureRecognizer` on the collection view
///   itself (`-[_UISwipeHandler _setUp]` adds it to
///   `-[_UICollectionViewLayoutSwipeActionsModule gestureRecognizerViewForSwipeActionController:]`,
///   the collection view), with a 25 pt hysteresis (`_setHysteresis:25.0`).
/// - It asks for the item's actions in its `gestureRecognizerShouldBegin:`
///   (`-[_UISwipeHandler gestureRecognizerShouldBegin:]` →
///   `swipeHandler:mayBeginSwipeAtLocation:withProposedDirection:`, which asks
///   `swipeActionController:leadingSwipeConfigurationForItemAtIndexPath:`: the list
///   configuration's provider, then the cell's content view, where a hosting configuration's
///   `.swipeActions` live): it fails at 25 pt on an item without system actions there, and
///   begins only on one with them. So its beginning means the app gave the item system actions.
/// - `_UISwipeHandler` declares no failure requirements (its only gesture-delegate methods are
///   `gestureRecognizerShouldBegin:` and `…shouldRecognizeSimultaneously…`), so waiting for it
///   cannot deadlock.
///
/// The cost: the library's pan begins no earlier than UIKit's fails, at its 25 pt, which the
/// native hysteresis (25 pt) matches; a looser profile's earlier start waits until then. When
/// the wait ends UIKit restarts the pan's translation at zero
/// (`-[UIPanGestureRecognizer _willBeginAfterSatisfyingFailureRequirements]`), and the engine
/// places the row from the finger's travel since touch-down
/// (``SwipeController/forwardRecognizerPan(_:location:translation:velocity:judgedFrom:)``), so
/// no travel is lost.
///
/// The class name is private: it is `_UISwipeActionPanGestureRecognizer` in the class dumps of
/// iOS 12 to 17 (runtime headers) and in the decompiled UIKitCore of iOS 18.0, 18.2 and 26.1.
/// A private UIKit pan on the collection view whose name mentions a swipe but is another
/// (a renamed class) is not waited for: the two swipes race as on a table, and one line names
/// the class (``meet(_:rules:)``).
@_spi(Headless) public struct SystemSwipeStandDown: Sendable {
  /// UIKit's swipe pan's class name (iOS 12 to 26).
  public static let systemSwipeClassName = "_UISwipeActionPanGestureRecognizer"

  /// What a recognizer the library's pan meets is to it.
  public enum Recognizer: Sendable, Hashable {
    /// UIKit's own swipe pan on the host view.
    case systemSwipe
    /// A private UIKit pan on the host view whose class name mentions a swipe but is not the one
    /// known (the class was renamed): `className`.
    case unknownSwipe(className: String)
    /// Anything else.
    case other

    /// The role it plays in ``LibraryGestureRules``.
    public var role: GestureRole? { self == .systemSwipe ? .systemSwipe : nil }
  }

  private static let swipe = Array("Swipe".utf8)

  /// What a recognizer with class `className` is: `isPan`, it is a `UIPanGestureRecognizer`;
  /// `onHostView`, it is attached to the table or collection view itself.
  public static func classify(className: String, isPan: Bool, onHostView: Bool) -> Recognizer {
    guard isPan, onHostView else { return .other }
    if className == systemSwipeClassName { return .systemSwipe }
    let name = Array(className.utf8)
    if className.hasPrefix("_UI"), name.indices.contains(where: { name[$0...].starts(with: swipe) })
    {
      return .unknownSwipe(className: className)
    }
    return .other
  }

  /// What the host does about a recognizer it met.
  public struct Meeting: Sendable, Hashable {
    /// Whether the library's pan waits for it to fail.
    public var requiresFailure: Bool
    /// Whether the host watches it begin (``systemSwipeBegan(rules:)``).
    public var watchesBegin: Bool
    /// The line to log now, if any.
    public var note: String?
  }

  private var unknownLogged = false
  private var standDownLogged = false

  /// Nothing logged yet.
  public init() {}

  /// The library's pan meets `recognizer` (UIKit asks the pan's delegate
  /// `gestureRecognizer(_:shouldRequireFailureOf:)` for each recognizer it may meet): under
  /// `rules` it waits for UIKit's swipe pan and watches it begin; an unknown swipe-like pan is
  /// not waited for, logged once.
  public mutating func meet(_ recognizer: Recognizer, rules: LibraryGestureRules) -> Meeting {
    let standsDown = rules.swipePanRequiresFailure(of: .systemSwipe)
    var note: String?
    if standsDown, case .unknownSwipe(let name) = recognizer, !unknownLogged {
      unknownLogged = true
      note =
        "swipeable collection view: a UIKit pan on the collection view (\(name)) looks like "
        + "UIKit's own list swipe but is not \(Self.systemSwipeClassName), so the library's "
        + "swipe does not wait for it: the two race for the same drag (the first to begin "
        + "wins). Leave the list configuration's swipe providers and SwiftUI .swipeActions "
        + "unset on a swipeable list."
    }
    let waits = rules.swipePanRequiresFailure(of: recognizer.role)
    return Meeting(requiresFailure: waits, watchesBegin: waits, note: note)
  }

  /// UIKit's swipe pan began (so the library's, waiting for it, failed): the one line naming
  /// why, the first time; `nil` after, and under rules where the library's pan does not wait.
  public mutating func systemSwipeBegan(rules: LibraryGestureRules) -> String? {
    guard rules.swipePanRequiresFailure(of: .systemSwipe), !standDownLogged else { return nil }
    standDownLogged = true
    return "swipeable collection view: UIKit's own list swipe began on an item (the list "
      + "configuration's leading/trailingSwipeActionsConfigurationProvider or SwiftUI "
      + ".swipeActions in a UIHostingConfiguration gave it actions), so the library's swipe "
      + "stood down for that drag. Give the item its actions through swipeableDelegate only, "
      + "and leave those unset."
  }
}
