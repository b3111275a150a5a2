import Foundation
@_spi(Headless) import TableGestureCore

/// The autoscroll phases: when one starts and stops, and how far it went.
extension ScriptRun {
  /// A display frame that did not scroll while a phase was open: the finger left the zone, or
  /// the table reached an end of its content.
  mutating func autoscrollPaused(at time: Double) {
    let speed = velocity
    let offset = table.contentOffset.y
    let lowest = -table.contentInsets.top
    let highest = Swift.max(
      lowest, table.contentSize.height + table.contentInsets.bottom - table.viewportSize.height)
    if speed > 0, offset >= highest {
      closeAutoscroll(at: time, reason: "reached the end of the content")
    } else if speed < 0, offset <= lowest {
      closeAutoscroll(at: time, reason: "reached the top of the content")
    } else if speed == 0 {
      closeAutoscroll(at: time, reason: "the finger left the edge zone")
    }
  }

  mutating func trackAutoscroll(_ distance: CGFloat, at time: Double) {
    if distance > 0 {
      report.autoscrolledDown += distance
    } else {
      report.autoscrolledUp -= distance
    }
    let down = distance > 0
    if let phase = autoscroll, phase.down == down {
      autoscroll?.distance += abs(distance)
      if !phase.framed, time - phase.start >= Self.autoscrollFrameDelay {
        autoscroll?.framed = true
        let zone = down ? "bottom" : "top"
        addFrame(
          time,
          "The finger is held in the \(zone) edge zone: the table autoscrolls "
            + "\(down ? "down" : "up") at \(Fmt.pt(abs(velocity))) pt/s (faster the deeper the "
            + "finger), and rows keep swapping under the still finger.")
      }
      return
    }
    closeAutoscroll(at: time, reason: "the direction changed")
    autoscroll = AutoscrollPhase(down: down, start: time, distance: abs(distance))
    let zone = down ? "bottom" : "top"
    log(time, "autoscroll \(down ? "down" : "up") starts (finger in the \(zone) edge zone)")
  }

  mutating func closeAutoscroll(at time: Double, reason: String) {
    guard let phase = autoscroll else { return }
    autoscroll = nil
    let direction = phase.down ? "down" : "up"
    log(
      time,
      "autoscroll \(direction) stops: \(reason) (scrolled \(Fmt.pt(phase.distance)) pt in "
        + "\(Fmt.time(time - phase.start)) s)")
    if reason.hasPrefix("reached") || reason.hasPrefix("the finger") {
      let place = controller.draggedRow.map { " '\(label(at: $0))' is at \(Fmt.path($0))." } ?? ""
      addFrame(
        time,
        "Autoscroll \(direction) stops: \(reason), after \(Fmt.pt(phase.distance)) pt."
          + place)
    }
  }
}
