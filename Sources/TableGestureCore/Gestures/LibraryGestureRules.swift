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
@_spi(Headless) public struct LibraryGestureRules: Sendable, Hashable {
  /// The roles that must wait for the library's swipe pan to fail before they begin. Default:
  /// the content back-swipe only.
  public var waitForSwipePan: Set<GestureRole>
  /// The roles the drag press recognizes alongside. Default: the table's scroll pan, which may
  /// track with the press until the row lifts (lifting turns scrolling off).
  public var dragPressRecognizesWith: Set<GestureRole>
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
    dragPressDuration: 0.5, dragPressAllowableMovement: 10)

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
}
