import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// UIKit's own list swipe (the list configuration's providers, a hosting configuration's
/// `.swipeActions`) and the library's on one list: the library's stands down where UIKit's has
/// actions, and loses nothing where it has none.
@Suite("Gestures: the library's swipe stands down for UIKit's own list swipe")
struct SystemSwipeStandDownTests {
  static func harness() -> SwipeHarness {
    let list = SimulatedList(
      sections: [SimulatedSection.uniform(rows: 10, height: 44)],
      viewportSize: CGSize(width: 320, height: 600), appearance: .insetGrouped)
    return SwipeHarness(list: list, trailing: trailingSet(2), leading: trailingSet(1))
  }

  static func path(_ h: SwipeHarness, degrees: Double, speed: Double = 100) -> FingerPath {
    FingerPath.line(
      "swipe", from: CGPoint(x: 160, y: h.y(3)), degrees: degrees, length: 80, speed: speed)
  }

  /// An item with system actions: UIKit's swipe begins at its 25 pt and the library's, waiting
  /// for it, never moves the row. On the old rules the library's pan (added first) won the race.
  @Test(arguments: [180.0, 0.0])
  func anItemWithSystemActionsSwipesUIKitsWayAndTheLibrarysStandsDown(degrees: Double) {
    let h = Self.harness()
    let ours = FeelProbe.measure(
      Self.path(h, degrees: degrees), on: .swipeable(h.controller, host: h.host, dragable: false),
      rules: .list, alongside: { _, _ in true })
    #expect(ours.rowTravel == nil)
    #expect(h.offset(3) == 0)
    #expect(h.controller.activeRow == nil)
  }

  /// The table keeps its race (its rules do not wait): the library's pan, first to decide, wins.
  @Test func onATableTheTwoSwipesStillRace() {
    let h = Self.harness()
    let ours = FeelProbe.measure(
      Self.path(h, degrees: 180), on: .swipeable(h.controller, host: h.host, dragable: false),
      rules: .current, alongside: { _, _ in true })
    #expect(ours.rowTravel != nil)
  }

  /// An item without system actions: UIKit's pan fails at 25 pt, the library's, having waited
  /// within the same event, begins with its translation restarted at zero, and the row starts
  /// at the same travel, from the same offset, and trails the finger as without UIKit's pan.
  @Test(arguments: [(180.0, 100.0), (180.0, 2000.0), (0.0, 100.0), (190.0, 600.0)])
  func anItemWithoutSystemActionsSwipesAsIfUIKitsPanWereNotThere(degrees: Double, speed: Double) {
    let alone = Self.harness()
    let plain = FeelProbe.measure(
      Self.path(alone, degrees: degrees, speed: speed),
      on: .swipeable(alone.controller, host: alone.host, dragable: false), rules: .list)
    let h = Self.harness()
    let ours = FeelProbe.measure(
      Self.path(h, degrees: degrees, speed: speed),
      on: .swipeable(h.controller, host: h.host, dragable: false), rules: .list,
      alongside: { _, _ in false })
    let travel = try! #require(ours.rowTravel)
    #expect(travel == plain.rowTravel)
    #expect(abs(ours.rowJump! - plain.rowJump!) < 0.01)
    #expect(abs(ours.rowTrail! - plain.rowTrail!) < 0.01)
  }

  /// A vertical drag scrolls at the same travel with UIKit's pan on the list and the library's
  /// waiting for it: the scroll pan waits for neither.
  @Test(arguments: [90.0, 270.0])
  func aVerticalDragScrollsAsOnAPlainList(degrees: Double) {
    let h = Self.harness()
    let path = Self.path(h, degrees: degrees, speed: 300)
    let plain = FeelProbe.measure(path, on: .plain)
    let ours = FeelProbe.measure(
      path, on: .swipeable(h.controller, host: h.host, dragable: false), rules: .list,
      alongside: { _, _ in false })
    #expect(abs(ours.scrollTravel! - plain.scrollTravel!) <= 1)
    #expect(ours.rowTravel == nil)
  }

  @Test func theListRulesWaitForUIKitsSwipePanOnlyAndTheTablesForNothing() {
    #expect(LibraryGestureRules.list.swipePanRequiresFailure(of: .systemSwipe))
    for role in GestureRole.allCases where role != .systemSwipe {
      #expect(!LibraryGestureRules.list.swipePanRequiresFailure(of: role))
    }
    for role in GestureRole.allCases {
      #expect(!LibraryGestureRules.current.swipePanRequiresFailure(of: role))
    }
    #expect(!LibraryGestureRules.list.swipePanRequiresFailure(of: nil))
    var table = LibraryGestureRules.list
    table.swipePanWaitsFor = []
    #expect(table == .current)
  }

  @Test func recognizersAreToldByClassNameViewAndKind() {
    typealias S = SystemSwipeStandDown
    #expect(
      S.classify(className: "_UISwipeActionPanGestureRecognizer", isPan: true, onHostView: true)
        == .systemSwipe)
    #expect(
      S.classify(className: "_UISwipeActionPanGestureRecognizer", isPan: true, onHostView: false)
        == .other)
    #expect(
      S.classify(className: "_UISwipeDismissalGestureRecognizer", isPan: false, onHostView: true)
        == .other)
    #expect(
      S.classify(className: "_UIListSwipePanGestureRecognizer", isPan: true, onHostView: true)
        == .unknownSwipe(className: "_UIListSwipePanGestureRecognizer"))
    #expect(
      S.classify(className: "AppSwipePanRecognizer", isPan: true, onHostView: true) == .other)
    #expect(
      S.classify(className: "UIScrollViewPanGestureRecognizer", isPan: true, onHostView: true)
        == .other)
  }

  @Test func onAListUIKitsPanIsWaitedForAndWatchedAndItsBeginningLoggedOnce() {
    var standDown = SystemSwipeStandDown()
    let met = standDown.meet(.systemSwipe, rules: .list)
    #expect(met.requiresFailure && met.watchesBegin && met.note == nil)
    let began = standDown.systemSwipeBegan(rules: .list)
    let first = try! #require(began)
    #expect(first.contains("stood down"))
    #expect(first.contains("trailingSwipeActionsConfigurationProvider"))
    #expect(first.contains(".swipeActions"))
    #expect(standDown.systemSwipeBegan(rules: .list) == nil)
    #expect(!standDown.meet(.other, rules: .list).requiresFailure)
  }

  @Test func onATableNothingIsWaitedForNorLogged() {
    var standDown = SystemSwipeStandDown()
    let met = standDown.meet(.systemSwipe, rules: .current)
    #expect(!met.requiresFailure && !met.watchesBegin && met.note == nil)
    #expect(standDown.meet(.unknownSwipe(className: "_UIX"), rules: .current).note == nil)
    #expect(standDown.systemSwipeBegan(rules: .current) == nil)
  }

  /// A renamed UIKit class: not waited for (today's race), one line naming it, once.
  @Test func aRenamedUIKitSwipePanIsRacedAndNamedOnce() {
    var standDown = SystemSwipeStandDown()
    let met = standDown.meet(.unknownSwipe(className: "_UIListSwipePan"), rules: .list)
    #expect(!met.requiresFailure && !met.watchesBegin)
    #expect(met.note?.contains("_UIListSwipePan") == true)
    #expect(met.note?.contains("race") == true)
    #expect(standDown.meet(.unknownSwipe(className: "_UIListSwipePan"), rules: .list).note == nil)
  }
}
