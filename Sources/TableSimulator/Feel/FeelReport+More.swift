import Foundation
@_spi(Headless) import TableGestureCore

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// The feel report's sections after its main table (device review r5, §2): what the main paths
/// leave out — a second finger, the decision at lift-off (release velocity), and a touch on
/// another row while a row is open (the dismissal tap and the shield).
extension FeelReport {
  /// Paths with a second finger that touches down at the travel named and stays (100 pt/s, so
  /// touch event `i` is at `i · 100 / 120` pt).
  static let secondFingerPaths: [FeelPath] = [
    FeelPath(
      "swipe left, 2nd finger at 10 pt", degrees: 180, speed: 100, actions: .trailing,
      secondFingerAt: 12),
    FeelPath(
      "swipe left, 2nd finger at 40 pt", degrees: 180, speed: 100, actions: .trailing,
      secondFingerAt: 48),
    FeelPath(
      "scroll down, 2nd finger at 5 pt", degrees: 90, speed: 100, actions: .both,
      secondFingerAt: 6),
  ]

  /// A path through straight parts (degrees, length in points, speed in points per second) at
  /// 120 touch events a second, from ``FeelPath/start``, then `still` seconds without moving.
  static func path(
    _ name: String, _ parts: [(degrees: Double, length: Double, speed: Double)],
    still: TimeInterval = 0
  ) -> FingerPath {
    var point = FeelPath.start
    var time = 0.0
    var samples = [FingerPath.Sample(point: point, time: 0)]
    for part in parts {
      let radians = part.degrees * Double.pi / 180
      let step = part.speed / 120
      var travelled = 0.0
      while travelled < part.length {
        let move = min(step, part.length - travelled)
        travelled += move
        point = CGPoint(x: point.x + move * cos(radians), y: point.y + move * sin(radians))
        time += 1.0 / 120
        samples.append(FingerPath.Sample(point: point, time: time))
      }
    }
    for _ in stride(from: 0, to: Int((still * 120).rounded()), by: 1) {
      time += 1.0 / 120
      samples.append(FingerPath.Sample(point: point, time: time))
    }
    return FingerPath(name: name, samples: samples)
  }

  /// Horizontal swipes on a row with two trailing actions, released in different ways.
  static let releasePaths: [FingerPath] = [
    path("flick left 75 pt at 1500 pt/s", [(180, 75, 1500)]),
    path("drag left 60 pt, lifted still", [(180, 60, 100)], still: 0.1),
    path("drag left 150 pt, lifted still", [(180, 150, 300)], still: 0.1),
    path("drag left 120 pt, flick back right", [(180, 120, 300), (0, 50, 1500)]),
  ]

  /// Touches on row 3 while row 5 is open.
  static let openRowPaths: [FingerPath] = [
    path("row open, tap on another row", [(0, 1, 12.5)]),
    path("row open, drag down on another row", [(90, 60, 100)]),
  ]

  /// A feel table (375 pt wide, 44 pt rows) with two trailing actions on every row, its host
  /// and engine; `provider` must be kept alive while the controller is used.
  static func trailingTable() -> (SwipeController, SimulatedSwipeHost, FeelProvider) {
    let table = SimulatedTable(
      sections: [SimulatedSection.uniform(rows: 20, height: 44)],
      viewportSize: CGSize(width: 375, height: 667))
    let host = SimulatedSwipeHost(table: table)
    let provider = FeelProvider(.trailing)
    return (SwipeController(table: table, host: host, provider: provider), host, provider)
  }

  /// The sections' lines.
  static func moreLines() -> [String] {
    var lines = [
      "feel, a second finger (it touches down at the travel named and stays; only the first is judged):",
      columns,
    ]
    lines += rows(of: secondFingerPaths).map(line)

    let (opened, openedHost, keep) = trailingTable()
    let open = IndexPath(indexes: [0, 5])
    opened.showActions(forRowAt: open, edge: .trailing, animated: false)
    let openWidth = Double(abs(openedHost.offset(at: open)))
    withExtendedLifetime(keep) {}
    lines.append(
      "feel: release at lift-off (the row opens \(pt(openWidth)) pt): the row's offset and the "
        + "finger's velocity then, and where the row rests")
    lines.append(
      pad("path", 38) + pad("offset", 9) + pad("velocity", 10) + pad("swipeable", 11) + "UIKit")
    for release in releasePaths {
      let (controller, host, provider) = trailingTable()
      let result = withExtendedLifetime(provider) {
        FeelProbe.release(release, on: controller, host: host, openWidth: openWidth)
      }
      func rest(_ opens: Bool?) -> String { opens.map { $0 ? "open" : "closed" } ?? "-" }
      lines.append(
        pad(release.name, 38) + pad(pt(result?.offset), 9)
          + pad(result.map { Fmt.fixed($0.velocity, 0) } ?? "-", 10)
          + pad(rest(result?.opens), 11) + rest(result?.uikitOpens))
    }

    lines.append(
      "feel: a touch on row 3 while row 5 is open (an app's tap recognizer in row 3; the open row)")
    lines.append(
      pad("path", 38) + pad("cell tap: swipeable", 21) + pad("UIKit", 8)
        + pad("scroll: swipeable", 19) + pad("UIKit", 8) + "open row")
    for touch in openRowPaths {
      let (controller, host, provider) = trailingTable()
      controller.showActions(forRowAt: open, edge: .trailing, animated: false)
      let result = withExtendedLifetime(provider) {
        FeelProbe.openRowTouch(touch, on: controller, host: host, open: open)
      }
      func fires(_ yes: Bool) -> String { yes ? "fires" : "no" }
      lines.append(
        pad(touch.name, 38) + pad(fires(result.cellTapFires), 21)
          + pad(fires(result.uikitCellTapFires), 8) + pad(pt(result.scrollTravel), 19)
          + pad(pt(result.uikitScrollTravel), 8) + (result.closes ? "closes" : "stays open"))
    }
    return lines + listSummary().lines
  }
}
