import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// A host that breaks "increasing frame times" once (a tick from another
/// clock, one 1,000 s ahead) must not freeze the swipe engine. A frame advances an animation by
/// the time since the last frame, at most ``SwipeSession/maximumFrameStep``; a time before the
/// last frame's advances nothing; either way the next frame counts from this one.
@Suite("Swipe: frame times out of order")
struct SwipeFrameClockTests {
  /// Row 1 swiped open, then closing (animated), ticked at 60 Hz for `frames` frames from
  /// `start` seconds after the opening settled.
  func closingRow(frames: Int, start: TimeInterval = 0) -> SwipeHarness {
    var h = SwipeHarness(trailing: trailingSet(2))
    h.swipe(row: 1, by: -160)
    h.settle()
    h.controller.hideActions(animated: true)
    h.time += start
    h.controller.tick(at: h.time)
    for _ in 0..<frames {
      h.time += 1.0 / 60
      h.controller.tick(at: h.time)
    }
    return h
  }

  /// Ticks at 60 Hz from `time` until nothing animates; returns how many frames that took.
  func framesToSettle(_ h: inout SwipeHarness, from time: TimeInterval) -> Int {
    var frames = 0
    var now = time
    while h.controller.needsFrames, frames < 600 {
      now += 1.0 / 60
      frames += 1
      h.controller.tick(at: now)
    }
    return frames
  }

  @Test func aFrameFarAheadMovesTheRowOneBoundedStep() {
    let h = closingRow(frames: 3)
    let inOrder = closingRow(frames: 3)
    #expect(h.controller.needsFrames)
    h.controller.tick(at: h.time + 1_000)
    inOrder.controller.tick(at: inOrder.time + SwipeSession.maximumFrameStep)
    #expect(h.controller.needsFrames, "the frame 1,000 s ahead ended the animation at once")
    #expect(abs(h.offset(1) - inOrder.offset(1)) < 1e-9)
    #expect(h.offset(1) != 0)
  }

  @Test func theClockAfterAFrameFarAheadStillAnimates() {
    var h = closingRow(frames: 3)
    h.controller.tick(at: h.time + 1_000)
    // Back on the host's own clock: the animation goes on and ends in well under a second.
    let frames = framesToSettle(&h, from: h.time)
    #expect(!h.controller.needsFrames, "the closing animation froze")
    #expect(frames < 60)
    #expect(h.controller.isIdle && h.offset(1) == 0)
    // And every later animation runs on that clock too.
    h.controller.showActions(forRowAt: ip(0, 1), edge: .trailing, animated: true)
    #expect(h.controller.needsFrames)
    h.controller.tick(at: h.time + 1)
    #expect(framesToSettle(&h, from: h.time + 1) < 60)
    #expect(h.controller.session.phase == .open)
  }

  @Test func aFrameTimeThatGoesBackwardsKeepsTheRowAndTheNextFrameCountsFromIt() {
    var h = closingRow(frames: 3, start: 500)
    let before = h.offset(1)
    h.controller.tick(at: 2)  // another clock, far behind
    #expect(h.offset(1) == before)
    #expect(framesToSettle(&h, from: 2) < 60, "the animation waited for the old clock")
    #expect(h.controller.isIdle && h.offset(1) == 0)
  }

  @Test func aNonFiniteFrameTimeChangesNothing() {
    var h = closingRow(frames: 3)
    let before = h.offset(1)
    h.controller.tick(at: .nan)
    h.controller.tick(at: .infinity)
    #expect(h.offset(1) == before)
    #expect(framesToSettle(&h, from: h.time) < 60)
  }
}
