import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// A full swipe's extra triggers, resolved once when the row is measured
/// (``SwipeExpansionTriggers``), give the answers of checking each trigger in turn at every event.
@Suite("Swipe: the full swipe's triggers, resolved once")
struct SwipeExpansionTriggersTests {
  /// Whether a row `x` points out (past its open width) expands, by walking the expansion's
  /// triggers one by one: the check every event made before the triggers were resolved.
  static func walkingTriggers(
    of g: SwipeGeometry, x: CGFloat, target: CGFloat, touchX: CGFloat, velocity: CGFloat
  ) -> Bool {
    if g.metrics.expandsAtTarget ? x >= target : x > target { return true }
    guard let expansion = g.expansion else { return false }
    let rowWidth = g.rowWidth
    for trigger in expansion.additionalTriggers {
      switch trigger {
      case .touchThreshold(let fraction):
        guard touchX.isFinite, rowWidth > 0 else { continue }
        let fromActions = g.sign > 0 ? touchX : rowWidth - touchX
        if fromActions / rowWidth > fraction { return true }
      case .overscroll(let amount):
        if x > g.openWidth + amount.finiteOrZero { return true }
      case .destructiveFingerNearEdge:
        guard g.isPrimaryDestructive, touchX.isFinite, rowWidth > 0 else { continue }
        let toFarEdge = g.sign > 0 ? rowWidth - touchX : touchX
        let zone: CGFloat = rowWidth == 375 ? 75 : 50
        let wide = rowWidth >= 414
        let k = (abs(velocity.finiteOrZero) / 2500).clamped(wide ? 0.5 : 0.66, wide ? 0.75 : 0.8)
        if toFarEdge <= zone, x > k * target { return true }
      }
    }
    return false
  }

  static let oddValues: [CGFloat] = [.nan, .infinity, -.infinity, 0, -0.0]

  static func randomTrigger(_ random: inout SeededRandom) -> SwipeableExpansionStyle.Trigger {
    let odd = random.chance(0.1)
    switch random.int(in: 0...2) {
    case 0:
      return .touchThreshold(
        odd ? oddValues[random.int(in: 0...4)] : CGFloat.random(in: -0.2...1.2, using: &random))
    case 1:
      return .overscroll(
        odd ? oddValues[random.int(in: 0...4)] : CGFloat.random(in: -40...120, using: &random))
    default:
      return .destructiveFingerNearEdge
    }
  }

  @Test func randomTriggersAnswerAsCheckingEachInTurn() throws {
    var random = SeededRandom(seed: 0x5EED_7216)
    var expanded = 0
    var checks = 0
    for _ in 0..<2_000 {
      let triggers = (0..<random.int(in: 0...4)).map { _ in Self.randomTrigger(&random) }
      let expansion = SwipeableExpansionStyle(
        target: random.chance(0.5) ? .fullSwipe : .edgeInset(CGFloat(random.int(in: 0...80))),
        additionalTriggers: triggers)
      let metrics: SwipeableMetrics = random.chance(0.5) ? .native : .swipeCellKit
      let rowWidth: CGFloat = [320, 375, 390, 414, 430, 0][random.int(in: 0...5)]
      let buttons = random.int(in: 1...3)
      guard
        let g = SwipeGeometry(
          actions: swipeActions(buttons, destructiveFirst: random.chance(0.6)),
          options: SwipeableOptions(expansionStyle: expansion, metrics: metrics),
          edge: random.chance(0.5) ? .trailing : .leading, rightToLeft: random.chance(0.2),
          rowWidth: rowWidth, contentWidths: Array(repeating: 30, count: buttons)),
        let target = g.expansionTarget
      else { continue }
      for _ in 0..<20 {
        let x = floor(CGFloat.random(in: g.openWidth...(g.openWidth + 400), using: &random))
        let touchX =
          random.chance(0.05)
          ? Self.oddValues[random.int(in: 0...2)]
          : CGFloat.random(in: -20...(rowWidth + 20), using: &random)
        let velocity =
          random.chance(0.05) ? .nan : CGFloat.random(in: -4_000...4_000, using: &random)
        let walked = Self.walkingTriggers(
          of: g, x: x, target: target, touchX: touchX, velocity: velocity)
        let resolved = g.isExpanded(
          pastOpenWidthAt: x, target: target, touchX: touchX, velocity: velocity)
        #expect(
          resolved == walked,
          "triggers \(triggers), row \(rowWidth), x \(x), touch \(touchX), velocity \(velocity)")
        if walked { expanded += 1 }
        checks += 1
      }
    }
    // Both answers were met often, so the comparison says something about each.
    #expect(expanded > checks / 10)
    #expect(expanded < checks * 9 / 10)
  }

  @Test func eachKindKeepsItsMostEagerValue() {
    let resolved = SwipeExpansionTriggers(
      [
        .overscroll(40), .touchThreshold(0.9), .overscroll(.nan), .touchThreshold(.nan),
        .touchThreshold(0.7), .destructiveFingerNearEdge,
      ],
      openWidth: 100, isPrimaryDestructive: false)
    // A NaN amount counts as zero; a NaN fraction never triggers.
    #expect(resolved.overscrollLimit == 100)
    #expect(resolved.touchFraction == 0.7)
    // The near-edge trigger is for a destructive action only.
    #expect(!resolved.destructiveFingerNearEdge)
    #expect(
      SwipeExpansionTriggers([.destructiveFingerNearEdge], openWidth: 0, isPrimaryDestructive: true)
        .destructiveFingerNearEdge)

    let none = SwipeExpansionTriggers([], openWidth: 100, isPrimaryDestructive: true)
    #expect(none == .none)
  }
}
