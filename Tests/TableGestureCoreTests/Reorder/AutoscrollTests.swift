import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

@Suite("Autoscroll ramp")
struct AutoscrollRampTests {
  let ramp = AutoscrollRamp(edgeZoneHeight: 60, maximumSpeed: 1_000)

  @Test func speedIsZeroOutsideTheZonesAndEasesWithDepth() {
    #expect(ramp.velocity(fingerY: 300, visibleTop: 0, visibleBottom: 600) == 0)
    #expect(ramp.velocity(fingerY: 60, visibleTop: 0, visibleBottom: 600) == 0)
    #expect(ramp.velocity(fingerY: 30, visibleTop: 0, visibleBottom: 600) == -250)
    #expect(ramp.velocity(fingerY: 0, visibleTop: 0, visibleBottom: 600) == -1_000)
    #expect(ramp.velocity(fingerY: -500, visibleTop: 0, visibleBottom: 600) == -1_000)
    #expect(ramp.velocity(fingerY: 570, visibleTop: 0, visibleBottom: 600) == 250)
    #expect(ramp.velocity(fingerY: 900, visibleTop: 0, visibleBottom: 600) == 1_000)
  }

  @Test func zonesAreMeasuredFromTheVisibleEdgesAndNeverMeet() {
    #expect(ramp.velocity(fingerY: 130, visibleTop: 100, visibleBottom: 700) == -250)
    // A 90-point visible area: zones shrink to 30 points each.
    #expect(ramp.velocity(fingerY: 45, visibleTop: 0, visibleBottom: 90) == 0)
    #expect(ramp.velocity(fingerY: 15, visibleTop: 0, visibleBottom: 90) == -250)
    #expect(ramp.velocity(fingerY: 10, visibleTop: 50, visibleBottom: 50) == 0)
  }

  @Test func badValuesTurnItOff() {
    #expect(ramp.velocity(fingerY: .nan, visibleTop: 0, visibleBottom: 600) == 0)
    #expect(ramp.velocity(fingerY: 0, visibleTop: -.infinity, visibleBottom: 600) == 0)
    #expect(
      AutoscrollRamp(edgeZoneHeight: .nan).velocity(fingerY: 0, visibleTop: 0, visibleBottom: 600)
        == 0)
    #expect(
      AutoscrollRamp(maximumSpeed: -3).velocity(fingerY: 0, visibleTop: 0, visibleBottom: 600) == 0)
  }

  /// The ramp as specified: zero unless every input and the ramp are finite and the zone and the
  /// speed positive, then the eased speed of the finger's depth into a zone.
  func specified(
    _ ramp: AutoscrollRamp, fingerY: CGFloat, visibleTop: CGFloat, visibleBottom: CGFloat
  ) -> CGFloat {
    guard fingerY.isFinite, visibleTop.isFinite, visibleBottom.isFinite,
      ramp.edgeZoneHeight.isFinite, ramp.edgeZoneHeight > 0, ramp.maximumSpeed.isFinite,
      ramp.maximumSpeed > 0
    else { return 0 }
    let zone = min(ramp.edgeZoneHeight, (visibleBottom - visibleTop) / 3)
    guard zone > 0 else { return 0 }
    let up = (visibleTop + zone - fingerY) / zone
    if up > 0 { return -ramp.maximumSpeed * (min(up, 1) * min(up, 1)) }
    let down = (fingerY - (visibleBottom - zone)) / zone
    if down > 0 { return ramp.maximumSpeed * (min(down, 1) * min(down, 1)) }
    return 0
  }

  /// The checks made only for a finger in a zone give the specified answer, bit for bit, for
  /// every mix of ordinary, extreme and non-finite inputs and ramps.
  @Test func checkingOnlyInTheZonesAnswersAsSpecified() {
    let positions: [CGFloat] = [
      .nan, .infinity, -.infinity, -1e308, -100, 0, 10, 30, 64, 300, 570, 600, 900, 1e308,
    ]
    let zones: [CGFloat] = [.nan, .infinity, -.infinity, -3, 0, 60, 1e308]
    let speeds: [CGFloat] = [.nan, .infinity, -.infinity, -3, 0, 1_000]
    var compared = 0
    var differing: [String] = []
    for zone in zones {
      for speed in speeds {
        let ramp = AutoscrollRamp(edgeZoneHeight: zone, maximumSpeed: speed)
        for finger in positions {
          for top in positions {
            for bottom in positions {
              let answer = ramp.velocity(fingerY: finger, visibleTop: top, visibleBottom: bottom)
              let expected = specified(
                ramp, fingerY: finger, visibleTop: top, visibleBottom: bottom)
              compared += 1
              if answer.bitPattern != expected.bitPattern, differing.count < 5 {
                differing.append("zone \(zone) speed \(speed) at \(finger) in \(top)…\(bottom)")
              }
            }
          }
        }
      }
    }
    #expect(compared == 7 * 6 * 14 * 14 * 14)
    #expect(differing.isEmpty, "\(differing)")
  }

  @Test func frameIntervalsComeFromTimestampsAndAreCapped() {
    #expect(ramp.frameInterval(from: nil, to: 1) == 0)
    #expect(ramp.frameInterval(from: 1, to: 1.5) == 1.0 / 20.0)
    #expect(ramp.frameInterval(from: 1, to: 0.5) == 0)
    #expect(ramp.frameInterval(from: 1, to: .nan) == 0)
    #expect(abs(ramp.frameInterval(from: 1, to: 1 + 1.0 / 120.0) - 1.0 / 120.0) < 1e-12)
  }
}

@Suite("Autoscroll during a drag")
struct AutoscrollDragTests {
  /// A long table behind bars: 200 rows of 44 pt, 64 pt on top, 34 pt at the bottom.
  func longTable() -> SimulatedTable {
    .rows(
      Array(repeating: 44, count: 200), viewportHeight: 700,
      insets: LayoutInsets(top: 64, bottom: 34))
  }

  /// Scrolls for `seconds` with the finger held `depth` points inside the bottom zone.
  func distance(hz: Double, seconds: Double, depth: CGFloat) -> (CGFloat, DragHarness) {
    var drag = DragHarness(table: longTable())
    let top = drag.table.contentOffset.y
    drag.press(y: top + 64 + 22)
    let visibleBottom = drag.table.bounds.maxY - 34
    drag.move(y: visibleBottom - 64 + depth)
    drag.tick(after: 0)
    let frames = Int((seconds * hz).rounded())
    for _ in 0..<frames { drag.tick(after: 1 / hz) }
    return (drag.table.contentOffset.y - top, drag)
  }

  @Test func theSameDistancePerSecondAt60And120Hertz() {
    let (at60, drag) = distance(hz: 60, seconds: 1, depth: 40)
    let (at120, _) = distance(hz: 120, seconds: 1, depth: 40)
    let expected = drag.session.options.autoscroll.velocity(
      fingerY: 602 - 64 + 40, visibleTop: 0, visibleBottom: 602)
    #expect(at60 > 0)
    #expect(abs(at60 - at120) <= 0.01 * at120)
    #expect(abs(at60 - expected) <= 0.01 * expected)
  }

  @Test func rowsKeepSwappingUnderAStillFinger() {
    let (scrolled, drag) = distance(hz: 60, seconds: 1, depth: 50)
    #expect(scrolled > 300)
    #expect((drag.session.hiddenRow?.tableRow ?? 0) > 5)
    #expect(drag.model == drag.table.rowOrder)
    let snapshot = drag.session.activeDrag?.snapshotFrame ?? .zero
    #expect(snapshot.maxY <= drag.table.bounds.maxY - 34)
  }

  @Test func scrollingUpUsesTheTopZoneBelowTheBar() {
    var drag = DragHarness(table: longTable())
    drag.table.scroll(toY: 2_000)
    let start = drag.table.contentOffset.y
    drag.press(y: start + 400)
    // Just below the zone: nothing. Inside the zone (measured from the bar's edge): up.
    drag.move(y: start + 64 + 65)
    drag.tick(after: 0)
    drag.tick(after: 0.1)
    #expect(drag.table.contentOffset.y == start)
    drag.move(y: start + 64 + 10)
    drag.tick(after: 0.1)
    #expect(drag.table.contentOffset.y < start)
  }

  @Test func itStopsAtTheEndsOfTheContent() {
    var drag = DragHarness(table: longTable())
    drag.press(y: 64 + 22 - 64)
    drag.move(y: drag.table.bounds.maxY)
    for _ in 0..<1_000 { drag.tick(after: 1.0 / 60.0) }
    let range = drag.table.contentOffsetRange
    #expect(drag.table.contentOffset.y == range.max)
    #expect(drag.tick(after: 1.0 / 60.0).scrolledDistance == 0)
    #expect(drag.session.hiddenRow == ip(0, 199))
    drag.move(y: drag.table.bounds.minY)
    for _ in 0..<1_000 { drag.tick(after: 1.0 / 60.0) }
    #expect(drag.table.contentOffset.y == range.min)
    #expect(drag.session.hiddenRow == ip(0, 0))
    #expect(drag.model == drag.table.rowOrder)
  }

  @Test func noneWhenTheContentFits() {
    var drag = DragHarness(table: .rows(Array(repeating: 44, count: 5), viewportHeight: 600))
    drag.press(y: 22)
    drag.move(y: 599)
    for _ in 0..<60 { drag.tick(after: 1.0 / 60.0) }
    #expect(drag.table.contentOffset.y == 0)
  }

  /// A drag whose finger is held 40 points above the table's bottom edge, in the bottom zone;
  /// the content offset when it was lifted.
  func heldInTheBottomZone() -> (DragHarness, start: CGFloat) {
    var drag = DragHarness(table: longTable())
    let start = drag.table.contentOffset.y
    drag.press(y: start + 100)
    drag.move(y: drag.table.bounds.maxY - 40)
    return (drag, start)
  }

  @Test func timeGoingBackwardsScrollsNothingAndTheNextFrameCountsFromIt() {
    var (drag, start) = heldInTheBottomZone()
    drag.tick(after: 10)
    #expect(drag.tick(after: -5).scrolledDistance == 0)
    #expect(drag.table.contentOffset.y == start)
    // Before the first timestamp still, but a frame after the last one: the table scrolls.
    #expect(drag.tick(after: 1.0 / 60.0).scrolledDistance > 0)
  }

  /// One frame from another clock, 1,000 s ahead, stalled autoscroll for the
  /// rest of the drag (the last frame time only grew). It scrolls one bounded step, and the
  /// frames after it, back on the host's clock, scroll as before.
  @Test func aFrameFarAheadDoesNotStallAutoscroll() {
    var (drag, _) = heldInTheBottomZone()
    drag.tick(after: 0)
    let perFrame = drag.tick(after: 1.0 / 60.0).scrolledDistance
    #expect(perFrame > 0)
    let ahead = drag.session.tick(at: drag.time + 1_000, in: drag.table, policy: &drag.policy)
    let cap = drag.session.options.autoscroll.maximumFrameInterval
    #expect(ahead.scrolledDistance > 0 && ahead.scrolledDistance <= perFrame * 60 * cap + 0.001)
    #expect(drag.tick(after: 1.0 / 60.0).scrolledDistance == 0)  // back in time: nothing
    let next = drag.tick(after: 1.0 / 60.0).scrolledDistance
    #expect(abs(next - perFrame) < 0.5, "autoscroll stalled after the frame far ahead")
    drag.syncModel()
    #expect(drag.model == drag.table.rowOrder)
  }

  @Test func anOffsetBeyondTheEndIsNotYankedBack() {
    var drag = DragHarness(table: longTable())
    drag.table.contentOffset = CGPoint(x: 0, y: -200)  // pulled down past the top
    drag.press(y: -200 + 64 + 200)
    drag.move(y: -200 + 64 + 5)
    drag.tick(after: 0)
    drag.tick(after: 1.0 / 60.0)
    #expect(drag.table.contentOffset.y == -200)
  }
}
