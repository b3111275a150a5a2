import Foundation
import Testing

@_spi(Headless) @testable import TableGestureCore

/// The UIKit host calls the pan update and the display frame handing itself in
/// (`panChanged(…from:)`, `tick(at:from:)`, `handlePan(…from:)`), so that the engine need not
/// load its weak reference: the same session driven both ways must leave the same views.
@Suite("Swipe: the host hands itself in")
struct SwipeHostHandedInTests {
  /// What a host shows after a step, to compare two runs.
  struct Views: Equatable {
    let offsets: [Int: CGFloat]
    let buttonRows: [Int: SwipeableEdge]
    let buttonFrames: [SwipeButtonFrame]
    let haptics: [SwipeHaptic]
    let offsetUpdates: Int

    init(_ host: SimulatedSwipeHost) {
      offsets = host.offsets
      buttonRows = host.buttonRows
      buttonFrames = host.buttonFrames
      haptics = host.haptics
      offsetUpdates = host.offsetUpdates
    }
  }

  /// A full swipe out past the expansion (haptics), back, release and settle; then a second
  /// pan that starts through `handlePan`, on another row.
  func drive(_ h: inout SwipeHarness, handedIn: Bool) -> [Views] {
    var trace: [Views] = []
    let host = h.host
    let controller = h.controller
    func pan(_ translation: CGFloat, at start: CGPoint) {
      let location = CGPoint(x: start.x + translation, y: start.y)
      if handedIn {
        controller.panChanged(
          translation: CGPoint(x: translation, y: 0), location: location,
          velocity: CGPoint(x: -900, y: 0), from: host)
      } else {
        controller.panChanged(
          translation: CGPoint(x: translation, y: 0), location: location,
          velocity: CGPoint(x: -900, y: 0))
      }
      trace.append(Views(host))
    }
    let start = CGPoint(x: 300, y: h.y(2))
    controller.panBegan(at: start)
    for step in 1...30 { pan(CGFloat(-12 * step), at: start) }
    for step in (10...29).reversed() { pan(CGFloat(-12 * step), at: start) }
    controller.panEnded(velocity: CGPoint(x: -300, y: 0))
    for frame in 0..<40 {
      let time = Double(frame) / 60
      if handedIn { controller.tick(at: time, from: host) } else { controller.tick(at: time) }
      trace.append(Views(host))
    }
    let second = CGPoint(x: 300, y: h.y(5))
    for (phase, dx) in [(GesturePhase.began, -30.0), (.changed, -80), (.changed, -140)] {
      let location = CGPoint(x: second.x + dx, y: second.y)
      let translation = CGPoint(x: dx, y: 0)
      if handedIn {
        controller.handlePan(
          phase, location: location, translation: translation, velocity: .zero, from: host)
      } else {
        controller.handlePan(phase, location: location, translation: translation, velocity: .zero)
      }
      trace.append(Views(host))
    }
    return trace
  }

  @Test func handingTheHostInLeavesTheSameViews() {
    let set = trailingSet(3, destructiveFirst: true)
    var weak = SwipeHarness(trailing: set)
    var handed = SwipeHarness(trailing: set)
    let expected = drive(&weak, handedIn: false)
    let got = drive(&handed, handedIn: true)
    #expect(got == expected)
    // The run did what it is meant to: buttons laid out, a full-swipe haptic, a settle, and a
    // second row open.
    #expect(expected.contains { !$0.buttonFrames.isEmpty })
    #expect(expected.contains { !$0.haptics.isEmpty })
    #expect(handed.controller.activeRow == ip(0, 5))
  }
}
