import Foundation
@_spi(Headless) import TableGestureCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// One path of the feel report: a finger path over a row of a 375 pt wide table of 44 pt rows,
/// the actions that row offers, the layout direction and whether the screen is pushed (iOS 26
/// content back-swipe).
struct FeelPath {
  var label: String
  var path: FingerPath
  var actions: FeelRowActions
  var rightToLeft = false
  var pushed = false
  var dragable = false

  /// Where every path starts: the middle of row 3.
  static let start = CGPoint(x: 187.5, y: 3 * 44 + 22)

  /// A straight path at `degrees` (0: rightward, 90: downward) for 120 pt; `secondFingerAt`:
  /// the touch event at which a second finger touches down and stays (``FingerPath/secondFingerDown``).
  init(
    _ label: String, degrees: Double, speed: Double, actions: FeelRowActions,
    rightToLeft: Bool = false, pushed: Bool = false, hold: TimeInterval = 0,
    dragable: Bool = false, secondFingerAt: Int? = nil
  ) {
    self.label = label
    path = FingerPath.line(
      label, from: Self.start, degrees: degrees, length: 120, speed: speed, holding: hold)
    path.secondFingerDown = secondFingerAt
    self.actions = actions
    self.rightToLeft = rightToLeft
    self.pushed = pushed
    self.dragable = dragable
  }

  /// The report's paths: slow (100 pt/s) and fast (2000 pt/s) vertical scrolls, diagonals,
  /// horizontal swipes toward each edge on rows with and without actions, in both layout
  /// directions, a leading swipe on a pushed screen, and a press that moves before it lifts.
  static let all: [FeelPath] = [
    FeelPath("slow vertical down", degrees: 90, speed: 100, actions: .both),
    FeelPath("slow vertical up", degrees: 270, speed: 100, actions: .both),
    FeelPath("fast vertical flick", degrees: 90, speed: 2000, actions: .both),
    FeelPath("slow vertical, row without actions", degrees: 90, speed: 100, actions: .none),
    FeelPath("diagonal 60 deg", degrees: 120, speed: 300, actions: .both),
    FeelPath("diagonal 30 deg", degrees: 150, speed: 100, actions: .both),
    FeelPath("diagonal 20 deg", degrees: 160, speed: 100, actions: .both),
    FeelPath("slow swipe left, trailing actions", degrees: 180, speed: 100, actions: .trailing),
    FeelPath("fast swipe left, trailing actions", degrees: 180, speed: 2000, actions: .trailing),
    FeelPath("slow swipe right, leading actions", degrees: 0, speed: 100, actions: .leading),
    FeelPath("slow swipe left, no actions", degrees: 180, speed: 100, actions: .none),
    FeelPath("slow swipe right, no actions", degrees: 0, speed: 100, actions: .none),
    FeelPath(
      "RTL swipe left, leading actions", degrees: 180, speed: 100, actions: .leading,
      rightToLeft: true),
    FeelPath(
      "RTL swipe right, trailing actions", degrees: 0, speed: 100, actions: .trailing,
      rightToLeft: true),
    FeelPath(
      "pushed, swipe right, leading actions", degrees: 0, speed: 100, actions: .leading,
      pushed: true),
    FeelPath(
      "pushed, swipe right, no actions", degrees: 0, speed: 100, actions: .none, pushed: true),
    FeelPath(
      "press 0.2 s, then scroll down", degrees: 90, speed: 100, actions: .both, hold: 0.2,
      dragable: true),
  ]
}
