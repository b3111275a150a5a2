import Foundation
@_spi(Headless) import TableGestureCore
@_spi(Headless) import TableGestureSystemSwipeCore

/// The scenarios `tablesim` runs when it is given no script.
@_spi(Headless) public enum BuiltInScenarios {
  /// One built-in scenario: a short name for `--scenario` and file names, and its script.
  public struct Scenario: Sendable {
    public var slug: String
    public var script: GestureScript
  }

  /// The seed used when `--seed` is not given.
  public static let defaultSeed: UInt64 = 1

  /// Every built-in scenario, in the order they run; `seed` drives the random drag.
  public static func all(seed: UInt64 = defaultSeed) -> [Scenario] {
    [
      Scenario(slug: "drag-across-sections", script: dragAcrossSections()),
      Scenario(slug: "pinned-row", script: pinnedRow()),
      Scenario(slug: "outside-handle", script: outsideHandle()),
      Scenario(slug: "random-drag", script: randomDrag(seed: seed)),
      Scenario(slug: "system-swipe", script: systemSwipe()),
      Scenario(slug: "engine-transitions", script: engineTransitions()),
      Scenario(slug: "engine-full-swipe-delete", script: engineFullSwipeDelete()),
      Scenario(slug: "engine-delete-rollback", script: engineDeleteRollback()),
      Scenario(slug: "engine-handover", script: engineHandover()),
      Scenario(slug: "engine-reloaded-row", script: engineReloadedRow()),
      Scenario(slug: "engine-animated-delete", script: engineAnimatedDelete()),
      Scenario(slug: "engine-width-change", script: engineWidthChange()),
      Scenario(slug: "list-inset-grouped", script: listInsetGrouped()),
      Scenario(slug: "list-diffable-delete", script: listDiffableDelete()),
      Scenario(slug: "list-drag-across-sections", script: listDragAcrossSections()),
    ]
  }

  /// The slugs `--scenario` accepts.
  public static var slugs: [String] { all().map(\.slug) }

  static func section(
    _ index: Int, header: CGFloat = 0, footer: CGFloat = 0, heights: [CGFloat]
  ) -> ScriptSection {
    ScriptSection(
      headerHeight: header, footerHeight: footer, rowHeights: heights,
      labels: heights.indices.map { ScriptSection.defaultLabel(section: index, row: $0) })
  }

  /// Finger moves from `fromY` to `toY`, one every `step` seconds, ending at `start + duration`.
  static func glide(
    fromY: CGFloat, toY: CGFloat, start: Double, duration: Double, step: Double = 0.05
  ) -> [ScriptEvent] {
    let count = Swift.max(1, Int((duration / step).rounded()))
    return (1...count).map { index in
      let progress = CGFloat(index) / CGFloat(count)
      return ScriptEvent(
        time: start + duration * Double(index) / Double(count),
        kind: .move(x: nil, y: fromY + (toY - fromY) * progress))
    }
  }

  // MARK: - Scenarios

  /// Four sections of mixed heights (one empty) under a navigation bar; 'A2' is dragged to the
  /// bottom edge until the table stops at the end, then to the top edge until it is back at the
  /// top, then dropped.
  public static func dragAcrossSections() -> GestureScript {
    let table = ScriptTable(
      viewport: CGSize(width: 320, height: 480), insets: LayoutInsets(top: 44, bottom: 34),
      sections: [
        section(0, header: 28, heights: [44, 44, 60, 44]),
        section(1, header: 28, footer: 20, heights: [88, 44, 44, 60, 44]),
        section(2, header: 28, heights: []),
        section(3, header: 28, heights: [44, 60, 44, 88, 44, 44]),
      ])
    let pressY: CGFloat = 44 + 28 + 44 + 22
    var events = [ScriptEvent(time: 0, kind: .press(x: nil, target: .row("A2")))]
    events += glide(fromY: pressY, toY: 436, start: 0.1, duration: 0.6)
    events += glide(fromY: 436, toY: 60, start: 2.2, duration: 0.6)
    events += glide(fromY: 60, toY: 320, start: 3.8, duration: 0.4)
    events.append(ScriptEvent(time: 4.5, kind: .release))
    return GestureScript(
      name: "Drag across sections of mixed heights, autoscrolling down and back up",
      table: table, events: events)
  }

  /// A shopping list whose first row, 'Total', is pinned: a press on it is refused, and 'Bread'
  /// dragged to the top waits below it.
  public static func pinnedRow() -> GestureScript {
    let labels = ["Total", "Milk", "Eggs", "Bread", "Apples"]
    let table = ScriptTable(
      viewport: CGSize(width: 320, height: 400),
      sections: [
        ScriptSection(rowHeights: Array(repeating: 52, count: labels.count), labels: labels)
      ])
    var events = [
      ScriptEvent(time: 0, kind: .press(x: nil, target: .row("Total"))),
      ScriptEvent(time: 0.2, kind: .release),
      ScriptEvent(time: 0.5, kind: .press(x: nil, target: .row("Bread"))),
    ]
    events += glide(fromY: 3 * 52 + 26, toY: 12, start: 0.6, duration: 0.6)
    events.append(ScriptEvent(time: 1.6, kind: .release))
    return GestureScript(
      name: "A drag that a pinned row refuses", table: table,
      rules: ScriptRules(pinnedRows: [IndexPath(indexes: [0, 0])]), events: events)
  }

  /// Rows that drag only from a handle at their right end; the press lands on the middle of
  /// 'A3', so no drag begins and the finger's moves are ignored.
  public static func outsideHandle() -> GestureScript {
    let table = ScriptTable(
      viewport: CGSize(width: 320, height: 360),
      sections: [section(0, header: 28, heights: [52, 52, 52, 52, 52])])
    var events = [ScriptEvent(time: 0, kind: .press(x: 120, target: .row("A3")))]
    events += glide(fromY: 28 + 2 * 52 + 26, toY: 300, start: 0.1, duration: 0.4, step: 0.1)
    events.append(ScriptEvent(time: 0.7, kind: .release))
    return GestureScript(
      name: "A drag that starts outside the handle area and so never begins", table: table,
      rules: ScriptRules(handleArea: 260...320), events: events)
  }

  /// A random table and a random finger path, the same for the same seed.
  public static func randomDrag(seed: UInt64) -> GestureScript {
    var random = SeededGenerator(seed: seed)
    let heights: [CGFloat] = [44, 52, 60, 72, 88]
    let sections = (0..<random.int(in: 2...4)).map { index in
      section(
        index, header: random.pick([0, 28]), footer: random.pick([0, 0, 16]),
        heights: (0..<random.int(in: 2...7)).map { _ in random.pick(heights) })
    }
    let table = ScriptTable(
      viewport: CGSize(width: 320, height: 480), insets: LayoutInsets(top: 44, bottom: 34),
      sections: sections)
    let labels = sections.flatMap(\.labels)
    let first = sections.first { !$0.rowHeights.isEmpty }?.labels.first ?? labels[0]
    // The first visible row is pressed more often than not, so that drags start on screen.
    let pressed = random.int(in: 0...2) == 0 ? first : random.pick(Array(labels.prefix(4)))
    var events = [ScriptEvent(time: 0, kind: .press(x: nil, target: .row(pressed)))]
    var time = 0.1
    var y = table.insets.top + 40
    for _ in 0..<random.int(in: 3...6) {
      let target = CGFloat(random.int(in: 50...440))
      let duration = Double(random.int(in: 2...8)) / 10
      events += glide(fromY: y, toY: target, start: time, duration: duration)
      time += duration + Double(random.int(in: 0...10)) / 10
      y = target
    }
    events.append(ScriptEvent(time: time, kind: .release))
    return GestureScript(name: "Random drag (seed \(seed))", table: table, events: events)
  }

  /// The system swipe styles: circles and a system-look button on the trailing edge, a custom
  /// view and a system-look button on the leading edge, each at several reveal stages.
  public static func systemSwipe() -> GestureScript {
    let table = ScriptTable(
      viewport: CGSize(width: 320, height: 320),
      sections: [section(0, heights: [80, 80, 80])])
    let trailing = SwipeShowcase(
      rowLabel: "A2", side: .trailing,
      actions: [
        .init(
          title: "Delete", colour: "#ff3b30",
          spec: SwipeButtonSpec(preferredWidth: 60, spacing: 8, style: .circular)),
        .init(
          title: "Flag", colour: "#ff9500",
          spec: SwipeButtonSpec(preferredWidth: 60, spacing: 8, style: .circular)),
        .init(title: "More", colour: "#8e8e93", spec: SwipeButtonSpec()),
      ],
      stages: [.fraction(0.35), .fraction(0.7), .fraction(1), .fullSwipe])
    let leading = SwipeShowcase(
      rowLabel: "A3", side: .leading,
      actions: [
        .init(
          title: "Pin", colour: "#5e5ce6",
          spec: SwipeButtonSpec(
            preferredWidth: 90, spacing: 6, style: .customView,
            customViewInsets: LayoutInsets(top: 10, left: 8, bottom: 10, right: 8))),
        .init(title: "Read", colour: "#0a84ff", spec: SwipeButtonSpec(preferredWidth: 80)),
      ],
      stages: [.fraction(0.5), .fraction(1), .fullSwipe])
    return GestureScript(
      name: "System swipe buttons: circular, custom view and system look", table: table,
      events: [], swipes: [trailing, leading])
  }
}
