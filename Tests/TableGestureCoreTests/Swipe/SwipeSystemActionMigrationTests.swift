import Foundation
@_spi(Headless) import TableGestureCore
import Testing

@_spi(Headless) @testable import TableGestureSystemSwipeCore

@Suite("Swipe: migration from the system swipe")
struct SwipeSystemActionMigrationTests {
  @Test func aDefaultActionKeepsItsLookAndWidth() {
    let facts = SwipeSystemActionFacts(
      identifier: "flag", title: "Flag", image: .named("flag"),
      backgroundColor: .token("systemOrange"), preferredWidth: 90, spacing: 6)
    let migrated = SwipeSystemActionMigration.action(facts)
    #expect(migrated.visual == .standard)
    #expect(migrated.action.identifier == "flag")
    #expect(migrated.action.title == "Flag")
    #expect(migrated.action.image == .named("flag"))
    #expect(migrated.action.style == .default)
    #expect(migrated.action.backgroundColor == .token("systemOrange"))
    #expect(migrated.action.width == 90)
    #expect(migrated.action.spacing == 6)
    #expect(migrated.action.customView == nil)
  }

  @Test(arguments: [nil, 0, -20, CGFloat.nan, CGFloat.infinity] as [CGFloat?])
  func aDefaultActionWithoutAUsableWidthLetsTheProfileDecide(width: CGFloat?) {
    let facts = SwipeSystemActionFacts(
      identifier: "a", title: "A", isDestructive: true, preferredWidth: width,
      spacing: width ?? -3)
    let migrated = SwipeSystemActionMigration.action(facts)
    #expect(migrated.action.width == nil)
    #expect(migrated.action.spacing == 0)
    #expect(migrated.action.style == .destructive)
    #expect(migrated.action.backgroundColor == nil)
  }

  @Test func aCircularActionIsAClearButtonWithARoundVisualInTheActionsColour() {
    let facts = SwipeSystemActionFacts(
      identifier: "archive", title: "Archive", image: .named("archivebox"),
      backgroundColor: .token("systemPurple"), preferredWidth: 60, spacing: 8, style: .circular)
    let migrated = SwipeSystemActionMigration.action(facts)
    #expect(migrated.visual == .circle(diameter: 60, color: .token("systemPurple")))
    #expect(migrated.action.backgroundColor == .clear)
    #expect(migrated.action.width == 60)
    #expect(migrated.action.spacing == 8)
    #expect(migrated.action.customView == SwipeCustomView(size: CGSize(width: 60, height: 60)))
    #expect(migrated.action.accessibilityName == "Archive")
  }

  @Test func aCircularActionWithoutColourOrWidthUsesTheDefaults() {
    for width in [nil, -1, CGFloat.nan] as [CGFloat?] {
      let facts = SwipeSystemActionFacts(
        identifier: "delete", isDestructive: true, preferredWidth: width, style: .circular)
      let migrated = SwipeSystemActionMigration.action(facts)
      let d = SwipeButtonSpec.defaultWidth
      #expect(migrated.visual == .circle(diameter: d, color: .destructiveDefault))
      #expect(migrated.action.width == d)
      #expect(migrated.action.customView?.size == CGSize(width: d, height: d))
    }
    let plain = SwipeSystemActionMigration.action(
      SwipeSystemActionFacts(identifier: "more", style: .circular))
    #expect(plain.visual == .circle(diameter: SwipeButtonSpec.defaultWidth, color: .normalDefault))
  }

  @Test func aCustomViewActionIsInsetInItsWidth() {
    let insets = LayoutInsets(top: 4, left: 6, bottom: 4, right: 10)
    let facts = SwipeSystemActionFacts(
      identifier: "pin", title: "Pin", preferredWidth: 80, style: .customView,
      customViewInsets: insets, customViewHeight: 36)
    let migrated = SwipeSystemActionMigration.action(facts)
    #expect(migrated.visual == .custom(insets: insets, height: 36))
    #expect(migrated.action.width == 80)
    #expect(
      migrated.action.customView
        == SwipeCustomView(size: CGSize(width: 64, height: 36), insets: insets))
  }

  @Test func aCustomViewActionSanitisesBadInput() {
    let facts = SwipeSystemActionFacts(
      identifier: "x", preferredWidth: .nan, style: .customView,
      customViewInsets: LayoutInsets(top: .nan, left: 50, bottom: 2, right: .infinity),
      customViewHeight: -5)
    let migrated = SwipeSystemActionMigration.action(facts)
    let clean = LayoutInsets(top: 0, left: 50, bottom: 2, right: 0)
    #expect(migrated.visual == .custom(insets: clean, height: 0))
    #expect(migrated.action.width == SwipeButtonSpec.defaultWidth)
    #expect(migrated.action.customView?.size == CGSize(width: 24, height: 0))
    #expect(migrated.action.customView?.insets == clean)
    // Insets wider than the button leave no width, never a negative one.
    let squeezed = SwipeSystemActionMigration.action(
      SwipeSystemActionFacts(
        identifier: "y", preferredWidth: 40, style: .customView,
        customViewInsets: LayoutInsets(top: 0, left: 30, bottom: 0, right: 30),
        customViewHeight: .infinity))
    #expect(squeezed.action.customView?.size == CGSize(width: 0, height: 0))
  }

  @Test func theConfigurationGivesTheNativeFullSwipe() {
    let on = SwipeSystemActionMigration.options(performsFirstActionWithFullSwipe: true)
    #expect(on.allowsFullSwipe)
    #expect(on.metrics == .native)
    #expect(on.expansionStyle == nil)
    #expect(on.effectiveExpansion == SwipeableMetrics.native.defaultExpansion)
    #expect(
      on.effectiveExpansion?.additionalTriggers.contains(.destructiveFingerNearEdge) == true)
    let off = SwipeSystemActionMigration.options(performsFirstActionWithFullSwipe: false)
    #expect(!off.allowsFullSwipe)
    #expect(off.effectiveExpansion == nil)
  }

  @Test func aWholeEdgeKeepsTheOrderAndTheVisuals() {
    let (set, visuals) = SwipeSystemActionMigration.actionSet(
      [
        SwipeSystemActionFacts(identifier: "delete", title: "Delete", isDestructive: true),
        SwipeSystemActionFacts(identifier: "pin", preferredWidth: 50, style: .circular),
      ], performsFirstActionWithFullSwipe: false)
    #expect(set.actions.map(\.identifier) == ["delete", "pin"])
    #expect(!set.options.allowsFullSwipe)
    #expect(visuals == [.standard, .circle(diameter: 50, color: .normalDefault)])
  }

  @Test func aMigratedDestructiveEdgeFullSwipesThroughTheEngine() {
    let (set, _) = SwipeSystemActionMigration.actionSet([
      SwipeSystemActionFacts(identifier: "delete", title: "Delete", isDestructive: true),
      SwipeSystemActionFacts(identifier: "flag", preferredWidth: 60, style: .circular),
    ])
    var h = SwipeHarness(trailing: set)
    h.provider.answer = .delete
    h.swipe(row: 3, by: -320)
    h.settle()
    #expect(h.provider.calls.map(\.0) == ["delete"])
    #expect(h.provider.deletedIDs == [3])
    #expect(h.controller.isIdle)
  }

  /// The skin passes the same spec the system-button hook reads; the two ways of giving the
  /// settings migrate alike.
  @Test func factsFromASpecMatchFactsFromValues() {
    let spec = SwipeButtonSpec(
      preferredWidth: 60, spacing: 8, style: .customView,
      customViewInsets: LayoutInsets(top: 6, left: 2, bottom: 6, right: 2), customViewHeight: 30)
    let fromSpec = SwipeSystemActionFacts(identifier: "pin", title: "Pin", button: spec)
    let fromValues = SwipeSystemActionFacts(
      identifier: "pin", title: "Pin", preferredWidth: 60, spacing: 8, style: .customView,
      customViewInsets: LayoutInsets(top: 6, left: 2, bottom: 6, right: 2), customViewHeight: 30)
    #expect(fromSpec == fromValues)
    #expect(
      SwipeSystemActionMigration.action(fromSpec) == SwipeSystemActionMigration.action(fromValues))
    #expect(SwipeSystemActionMigration.action(fromSpec).action.width == 60)
  }
}

/// Round 5's newcomer run: a configuration migrated from `UISwipeActionsConfiguration` keeps the
/// table's `swipeableOptions` (a table pinned to the iOS 26 look keeps it on iOS 18); only a
/// `performsFirstActionWithFullSwipe` of `false` carries over. A row's own options replace the
/// table's whole.
@Suite("Swipe: how a migrated row's options combine with the table's")
struct SwipeMigratedRowOptionsTests {
  private static let pinned = SwipeableOptions(look: .glass, buttonSpacing: 4)

  @Test func aMigratedRowKeepsTheTablesOptions() {
    let row = SwipeSystemActionMigration.options(
      own: nil, performsFirstActionWithFullSwipe: true, table: Self.pinned)
    #expect(row == Self.pinned)
  }

  @Test func aMigratedRowThatTurnsFullSwipeOffKeepsTheRestOfTheTablesOptions() {
    let row = SwipeSystemActionMigration.options(
      own: nil, performsFirstActionWithFullSwipe: false, table: Self.pinned)
    var expected = Self.pinned
    expected.allowsFullSwipe = false
    #expect(row == expected)
  }

  @Test func aTableWithoutFullSwipeIsNotTurnedBackOnByAMigratedRow() {
    var table = Self.pinned
    table.allowsFullSwipe = false
    let row = SwipeSystemActionMigration.options(
      own: nil, performsFirstActionWithFullSwipe: true, table: table)
    #expect(row == table)
  }

  @Test func aRowsOwnOptionsReplaceTheTablesWhole() {
    let own = SwipeableOptions(look: .classic)
    for performs in [nil, true, false] {
      let row = SwipeSystemActionMigration.options(
        own: own, performsFirstActionWithFullSwipe: performs, table: Self.pinned)
      #expect(row == own)
    }
    let plain = SwipeSystemActionMigration.options(
      own: nil, performsFirstActionWithFullSwipe: nil, table: Self.pinned)
    #expect(plain == Self.pinned)
  }
}
