import Foundation

/// How the library's recognizers stand toward the others on the table: which must wait for
/// which to fail, which recognize together, and the drag press's timing. A value the core
/// produces (``current``); the UIKit skin applies it in its gesture delegates, and the simulated
/// table's arbitration (``GestureArbitration``) runs the same value, so what is measured on
/// Linux is what a device runs.
///
/// UIKit's own swipe is the model: nothing makes the table's scroll pan wait for
/// `_UISwipeActionPanGestureRecognizer` (`-[_UISwipeHandler gestureRecognizerShouldBegin:]` and
/// `…shouldRecognizeSimultaneously…` are its delegate's only gesture methods, and
/// `UITableView` has none; decompiled UIKitCore 26.1, `_UISwipeHandler.mm`): the two race, and
/// the first to begin excludes the other. Only the iOS 26 content back-swipe waits for it
/// (`-[_UINavigationInteractiveTransitionBase _gestureRecognizer:shouldRequireFailureOfGestureRecognizer:]`
/// returns `[other _isGestureType:21]`, true only for UIKit's swipe pan), so the library's pan
/// is waited for by that one too (device review r4, N1).
///
/// On a collection-view list (``list``) the library's pan stands down for UIKit's own list swipe
/// (``SystemSwipeStandDown``): it waits for `_UISwipeActionPanGestureRecognizer` to fail. That
/// pan asks the list configuration's providers (and a hosting configuration's SwiftUI
/// `.swipeActions`) in its `gestureRecognizerShouldBegin:` and fails at its 25 pt when the item
/// has none there, so on an item without system actions the library's pan begins at the same
/// event it would have, and on one with them UIKit's swipe shows and the library's fails.
@_spi(Headless) public struct LibraryGestureRules: Sendable, Hashable {
  /// The roles that must wait for the library's swipe pan to fail before they begin. Default:
  /// the content back-swipe only.
  public var waitForSwipePan: Set<GestureRole>
  /// The roles the library's swipe pan waits for to fail before it begins (UIKit:
  /// `gestureRecognizer(_:shouldRequireFailureOf:)` answered for the swipe pan). Default: none,
  /// so on a table the two swipes race (``SwipeSystemSwipeConflict`` logs it); on a list
  /// (``list``) UIKit's own swipe pan.
  public var swipePanWaitsFor: Set<GestureRole> = []
  /// The roles the drag press recognizes alongside. Default: the table's scroll pan, which may
  /// track with the press until the row lifts (lifting turns scrolling off).
  public var dragPressRecognizesWith: Set<GestureRole>
  /// The roles the dismissal of an open row (its tap and touch shield) recognizes alongside.
  /// Default: the recognizers on the table itself — its scroll pan, the library's swipe pan and
  /// drag press, and the dismissal's own two — so a touch in another row may still scroll, swipe
  /// or lift that row, while every other recognizer (one of the app's in a cell) is prevented and
  /// the touch only closes the row, as UIKit's own dismissal recognizes only alongside its swipe
  /// pan and the recognizers on the container view (`-[_UISwipeHandler
  /// gestureRecognizer:shouldRecognizeSimultaneouslyWithGestureRecognizer:]`, decompiled
  /// UIKitCore 26.1; facts W6; device review r5, R5-2). Also the iOS 26 content back-swipe:
  /// the shield begins at touch-down, where UIKit's dismissal tap begins only at lift-off and so
  /// never stops a back-swipe.
  public var dismissalRecognizesWith: Set<GestureRole>
  /// How long, in seconds, a finger rests before the drag press begins. Default 0.5, UIKit's
  /// (`-[UILongPressGestureRecognizer initWithTarget:action:]`: `_minimumPressDuration = 0.5`).
  public var dragPressDuration: TimeInterval
  /// How far, in points (Euclidean, from touch-down), the finger may move before the drag press
  /// fails. 10, UIKit's default (`_allowableMovement = 10.0`, the same initializer), which the
  /// library keeps.
  public var dragPressAllowableMovement: Double

  /// The rules the library applies.
  public static let current = LibraryGestureRules(
    waitForSwipePan: [.contentPop], dragPressRecognizesWith: [.tableScroll],
    dismissalRecognizesWith: [.dismissal, .tableScroll, .swipePan, .dragPress, .contentPop],
    dragPressDuration: 0.5, dragPressAllowableMovement: 10)

  /// The rules on a collection-view list: ``current``, and the library's swipe pan waits for
  /// UIKit's own list swipe pan to fail (``SystemSwipeStandDown``).
  public static let list: LibraryGestureRules = {
    var rules = current
    rules.swipePanWaitsFor = [.systemSwipe]
    return rules
  }()

  /// Whether the library's swipe pan must wait for `required` to fail (`nil`: a recognizer the
  /// library does not know, which it never waits for).
  public func swipePanRequiresFailure(of required: GestureRole?) -> Bool {
    required.map(swipePanWaitsFor.contains) ?? false
  }

  /// Whether `waiting` must wait for the library's swipe pan to fail (UIKit:
  /// `gestureRecognizer(_:shouldBeRequiredToFailBy:)` answered for the swipe pan).
  public func swipePanIsRequiredToFail(by waiting: GestureRole) -> Bool {
    waitForSwipePan.contains(waiting)
  }

  /// Whether the drag press recognizes alongside `other` (UIKit:
  /// `gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)` answered for the press).
  public func dragPressRecognizesSimultaneously(with other: GestureRole) -> Bool {
    dragPressRecognizesWith.contains(other)
  }

  /// Whether `a` and `b` may be recognized at once by the library's answers (UIKit asks the
  /// delegates of both; either one's `true` allows it). `nil`: a recognizer the library does not
  /// know (``GestureRole/cellTap``), which is never allowed alongside the library's.
  public func recognizeSimultaneously(_ a: GestureRole?, _ b: GestureRole?) -> Bool {
    func allows(_ asked: GestureRole?, _ other: GestureRole?) -> Bool {
      switch asked {
      case .dragPress: dragPressRecognizesWith.contains(other ?? .cellTap)
      case .dismissal: dismissalRecognizesWith.contains(other ?? .cellTap)
      default: false
      }
    }
    return allows(a, b) || allows(b, a)
  }
}
