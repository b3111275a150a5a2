import Foundation
@_spi(Headless) import TableGestureCore

/// Reads a gesture script from JSON and checks it completely before anything runs.
///
/// Every problem is reported as a ``ScriptError`` naming the place, e.g. `events[3].y` or
/// `table.sections[1].rowHeights[2]`; a syntax error names the line and column. The format is
/// documented in `docs/tablesim.md` ("Gesture scripts").
@_spi(Headless) public enum ScriptReader {
  /// Parses and validates `data`; `defaultName` names the script when it has no `name`.
  public static func read(_ data: [UInt8], defaultName: String = "script") throws(ScriptError)
    -> GestureScript
  {
    guard data.count <= ScriptLimits.maximumFileBytes else {
      throw ScriptError(
        location: "(file)",
        problem: "the file is larger than \(ScriptLimits.maximumFileBytes) bytes")
    }
    let value: JSONValue
    do {
      value = try JSONParser.parse(data)
    } catch {
      throw ScriptError(
        location: "line \(error.line), column \(error.column)",
        problem: "invalid JSON: \(error.problem)")
    }
    return try script(ScriptNode(value: value, path: ""), defaultName: defaultName)
  }

  private static func script(_ node: ScriptNode, defaultName: String) throws(ScriptError)
    -> GestureScript
  {
    let root = try node.object(allowing: [
      "name", "table", "rules", "tuning", "events", "swipeEngine",
    ])
    let nameNode = root.optional("name")
    let name = try nameNode?.string() ?? defaultName
    if let nameNode, name.count > ScriptLimits.maximumNameLength {
      throw nameNode.failure(
        "a name must have at most \(ScriptLimits.maximumNameLength) characters (found "
          + "\(name.count))")
    }
    if let nameNode, name.unicodeScalars.contains(where: Fmt.isControl) {
      throw nameNode.failure(
        "name \(Fmt.quoted(name)) contains a control character (not allowed in a name)")
    }
    let table = try self.table(try root.required("table"))
    let rules = try root.optional("rules") { node throws(ScriptError) in
      try self.rules(node, table: table)
    }
    let tuning = try root.optional("tuning") { node throws(ScriptError) in
      try self.tuning(node)
    }
    let engine = try root.optional("swipeEngine") { node throws(ScriptError) in
      try swipeEngine(node, table: table)
    }
    // A swipe-engine script needs no drag event.
    let events: [ScriptEvent]
    if let eventsNode = root.optional("events") {
      events = try self.events(eventsNode, table: table, mayBeEmpty: engine != nil)
    } else if engine != nil {
      events = []
    } else {
      throw ScriptError(
        location: "events", problem: "required field is missing (or give swipeEngine steps)")
    }
    let rate = (tuning ?? ScriptTuning()).frameRate
    let duration = events.last?.time ?? 0
    let frames = Double(rate) * duration
    let place = root.has("tuning") ? "tuning.frameRate" : "events"
    guard frames <= Double(ScriptLimits.maximumDisplayFrames) else {
      throw ScriptError(
        location: place,
        problem:
          "\(rate) frames a second for \(Fmt.plain(duration)) s of events is more than the "
          + "\(ScriptLimits.maximumDisplayFrames) display frames allowed (lower the frame rate or "
          + "shorten the script)")
    }
    // A frame's autoscroll moves the dragged row past the rows it scrolls over too: at the
    // fastest speed for the longest frame the ramp scrolls for (1,000 rows of
    // 1 pt at 100,000 pt/s made millions of moves).
    let tuned = tuning ?? ScriptTuning()
    let longestFrame = tuned.reorderOptions(commitMode: .eachSwap).autoscroll.maximumFrameInterval
    let frameTime = rate > 0 ? Swift.min(1 / Double(rate), longestFrame) : longestFrame
    let reach = table.viewport.height + tuned.maximumSpeed * CGFloat(frameTime)
    var onScreen = mostRowsOnScreen(table.sections, height: reach)
    for event in events {
      if case .reload(let sections) = event.kind {
        onScreen = Swift.max(onScreen, mostRowsOnScreen(sections, height: reach))
      }
    }
    let work = (frames + Double(events.count)) * Double(Swift.max(20, onScreen))
    guard work <= Double(ScriptLimits.maximumRowFrames) else {
      throw ScriptError(
        location: place,
        problem:
          "\(Int(frames)) display frames and \(events.count) events with up to \(onScreen) rows "
          + "on screen or autoscrolled past in a frame is more than the \(ScriptLimits.maximumRowFrames) row-frames allowed "
          + "(frames and events times rows on screen; lower the frame rate, shorten the script or "
          + "show fewer rows)")
    }
    return GestureScript(
      name: name, table: table, rules: rules ?? ScriptRules(), tuning: tuning ?? ScriptTuning(),
      events: events, swipeEngine: engine)
  }

  // MARK: - Table

  private static func table(_ node: ScriptNode) throws(ScriptError) -> ScriptTable {
    let object = try node.object(allowing: [
      "viewport", "insets", "contentOffset", "sections", "host", "style",
    ])
    let viewportObject = try object.required("viewport").object(allowing: ["width", "height"])
    let width = try positiveLength(try viewportObject.required("width"), "width")
    let height = try positiveLength(try viewportObject.required("height"), "height")
    var insets = LayoutInsets.zero
    if let insetsNode = object.optional("insets") {
      let insetsObject = try insetsNode.object(allowing: ["top", "left", "bottom", "right"])
      func side(_ key: String) throws(ScriptError) -> CGFloat {
        guard let node = insetsObject.optional(key) else { return 0 }
        return try length(node, "an inset")
      }
      insets = LayoutInsets(
        top: try side("top"), left: try side("left"), bottom: try side("bottom"),
        right: try side("right"))
      if insets.top + insets.bottom >= height {
        throw insetsNode.failure(
          "top and bottom insets (\(Fmt.plain(insets.top + insets.bottom))) leave no visible "
            + "area in a viewport \(Fmt.plain(height)) high")
      }
    }
    let offset = try object.optional("contentOffset") { node throws(ScriptError) in
      let value = try node.number()
      guard abs(value) <= ScriptLimits.maximumLength * Double(ScriptLimits.maximumRows) else {
        throw node.failure("content offset \(Fmt.plain(value)) is too large")
      }
      return CGFloat(value)
    }
    let sectionsNode = try object.required("sections")
    let sections = try self.sections(sectionsNode)
    let host = try host(object)
    if host == .table, let index = sections.firstIndex(where: { $0.kind != .list }) {
      throw ScriptError(
        location: "table.sections[\(index)].kind",
        problem: "a section kind is a list's: give \"host\": \"list\" in the table")
    }
    return ScriptTable(
      viewport: CGSize(width: width, height: height), insets: insets, contentOffsetY: offset,
      sections: sections, host: host)
  }

  /// `host` (`table`, the default, or `list`) and, for a list, its `style` (default `plain`).
  private static func host(_ object: ScriptObject) throws(ScriptError) -> ScriptHost {
    let isList: Bool
    if let hostNode = object.optional("host") {
      switch try hostNode.string() {
      case "table": isList = false
      case "list": isList = true
      case let other:
        throw hostNode.failure("unknown host \(Fmt.quoted(other)) (expected table or list)")
      }
    } else {
      isList = false
    }
    guard let styleNode = object.optional("style") else { return isList ? .list(.plain) : .table }
    let name = try styleNode.string()
    guard let style = ScriptListStyle(rawValue: name) else {
      throw styleNode.failure(
        "unknown list style \(Fmt.quoted(name)) (expected \(ScriptListStyle.names))")
    }
    guard isList else {
      throw styleNode.failure("a style is a list's: give \"host\": \"list\" with it")
    }
    return .list(style)
  }

  /// Reads sections, whose labels must be unique among them.
  static func sections(_ node: ScriptNode) throws(ScriptError) -> [ScriptSection] {
    // Every label seen so far, with where it was defined (the path is made only for an error:
    // 555 reloads of 1,000 rows made half a million of them).
    var labels: [String: (section: Int, row: Int)] = [:]
    var sectionPaths: [String] = []
    let elements = try node.array()
    guard elements.count <= ScriptLimits.maximumSections else {
      throw node.failure(
        "\(elements.count) sections is more than the \(ScriptLimits.maximumSections) allowed")
    }
    var sections: [ScriptSection] = []
    var rowCount = 0
    for (index, element) in elements.enumerated() {
      let object = try element.object(allowing: [
        "header", "footer", "rowHeights", "labels", "kind",
      ])
      let header = try object.optional("header") { node throws(ScriptError) in
        try length(node, "a header height")
      }
      let footer = try object.optional("footer") { node throws(ScriptError) in
        try length(node, "a footer height")
      }
      let heightsNode = try object.required("rowHeights")
      var heights: [CGFloat] = []
      for heightNode in try heightsNode.array() {
        heights.append(try length(heightNode, "a row height"))
      }
      rowCount += heights.count
      guard rowCount <= ScriptLimits.maximumRows else {
        throw heightsNode.failure(
          "the table would have more than the \(ScriptLimits.maximumRows) rows allowed")
      }
      var sectionLabels: [String] = []
      if let labelsNode = object.optional("labels") {
        let labelNodes = try labelsNode.array()
        guard labelNodes.count == heights.count else {
          throw labelsNode.failure(
            "\(labelNodes.count) labels for \(heights.count) rows (give one label per row)")
        }
        for labelNode in labelNodes {
          let label = try labelNode.string()
          guard !label.isEmpty, label.count <= ScriptLimits.maximumLabelLength else {
            throw labelNode.failure(
              "a label must have 1 to \(ScriptLimits.maximumLabelLength) characters")
          }
          guard !label.unicodeScalars.contains(where: Fmt.isControl) else {
            throw labelNode.failure(
              "label \(Fmt.quoted(label)) contains a control character (not allowed in a label)")
          }
          sectionLabels.append(label)
        }
      } else {
        sectionLabels = heights.indices.map { ScriptSection.defaultLabel(section: index, row: $0) }
      }
      var kind = ScriptSectionKind.list
      if let kindNode = object.optional("kind") {
        let name = try kindNode.string()
        guard let known = ScriptSectionKind(rawValue: name) else {
          throw kindNode.failure(
            "unknown section kind \(Fmt.quoted(name)) (expected one of: "
              + ScriptSectionKind.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
        kind = known
      }
      sectionPaths.append(element.path)
      for (row, label) in sectionLabels.enumerated() {
        if let earlier = labels[label] {
          throw ScriptError(
            location: object.has("labels") ? "\(element.path).labels[\(row)]" : element.path,
            problem:
              "label \(Fmt.quoted(label)) is already used by "
              + "\(sectionPaths[earlier.section]).labels[\(earlier.row)] (labels must be unique)")
        }
        labels[label] = (index, row)
      }
      var section = ScriptSection(
        headerHeight: header ?? 0, footerHeight: footer ?? 0, rowHeights: heights,
        labels: sectionLabels)
      section.kind = kind
      sections.append(section)
    }
    return sections
  }

  // MARK: - Rules and tuning

  private static func rules(_ node: ScriptNode, table: ScriptTable) throws(ScriptError)
    -> ScriptRules
  {
    let object = try node.object(allowing: [
      "pinnedRows", "handleArea", "allowsMovingBetweenSections", "commitMode",
    ])
    var rules = ScriptRules()
    if let pinned = object.optional("pinnedRows") {
      for element in try pinned.array() {
        rules.pinnedRows.append(try indexPath(element, in: table.sections))
      }
    }
    if let handle = object.optional("handleArea") {
      let handleObject = try handle.object(allowing: ["from", "to"])
      let fromNode = try handleObject.required("from")
      let toNode = try handleObject.required("to")
      let from = try length(fromNode, "from")
      let to = try length(toNode, "to")
      guard to >= from else {
        throw toNode.failure("must not be less than from (\(Fmt.plain(to)) < \(Fmt.plain(from)))")
      }
      rules.handleArea = from...to
    }
    if let between = object.optional("allowsMovingBetweenSections") {
      rules.allowsMovingBetweenSections = try between.bool()
    }
    if let mode = object.optional("commitMode") {
      switch try mode.string() {
      case "eachSwap": rules.commitMode = .eachSwap
      case "onDrop": rules.commitMode = .onDrop
      case let other:
        throw mode.failure("unknown commit mode \(Fmt.quoted(other)) (expected eachSwap or onDrop)")
      }
    }
    return rules
  }

  private static func indexPath(_ node: ScriptNode, in sections: [ScriptSection])
    throws(ScriptError) -> IndexPath
  {
    let object = try node.object(allowing: ["section", "row"])
    let sectionNode = try object.required("section")
    let rowNode = try object.required("row")
    let section = try sectionNode.integer()
    guard section >= 0, section < sections.count else {
      throw sectionNode.failure(
        "section \(section) is out of range (the table has \(sections.count) "
          + "section\(sections.count == 1 ? "" : "s"))")
    }
    let row = try rowNode.integer()
    let rows = sections[section].rowHeights.count
    guard row >= 0, row < rows else {
      throw rowNode.failure(
        "row \(row) is out of range (section \(section) has \(rows) row\(rows == 1 ? "" : "s"))")
    }
    return IndexPath(indexes: [section, row])
  }

  private static func tuning(_ node: ScriptNode) throws(ScriptError) -> ScriptTuning {
    let object = try node.object(allowing: [
      "swapHysteresis", "edgeZoneHeight", "maximumSpeed", "frameRate", "pictureInterval",
    ])
    var tuning = ScriptTuning()
    if let value = object.optional("swapHysteresis") {
      tuning.swapHysteresis = try length(value, "the hysteresis")
    }
    if let value = object.optional("edgeZoneHeight") {
      tuning.edgeZoneHeight = try length(value, "the edge zone height")
    }
    if let value = object.optional("maximumSpeed") {
      let speed = try value.nonNegative("the speed")
      guard speed <= 100_000 else {
        throw value.failure("\(Fmt.plain(speed)) pt/s is faster than the 100000 pt/s allowed")
      }
      tuning.maximumSpeed = CGFloat(speed)
    }
    if let value = object.optional("frameRate") {
      let rate = try value.integer()
      guard rate >= 0, rate <= ScriptLimits.maximumFrameRate else {
        throw value.failure(
          "frame rate \(rate) is outside 0...\(ScriptLimits.maximumFrameRate) "
            + "(0 means only the script's own tick events)")
      }
      tuning.frameRate = rate
    }
    if let value = object.optional("pictureInterval") {
      tuning.pictureInterval = try value.nonNegative("the picture interval")
    }
    return tuning
  }

  // MARK: - Events

  private static func events(_ node: ScriptNode, table: ScriptTable, mayBeEmpty: Bool)
    throws(ScriptError) -> [ScriptEvent]
  {
    let elements = try node.array()
    guard mayBeEmpty || !elements.isEmpty else {
      throw node.failure("a script needs at least one event (or swipeEngine steps)")
    }
    guard elements.count <= ScriptLimits.maximumEvents else {
      throw node.failure(
        "\(elements.count) events is more than the \(ScriptLimits.maximumEvents) allowed")
    }
    var known: Set<String> = Set(table.sections.flatMap(\.labels))
    var events: [ScriptEvent] = []
    var previousTime = 0.0
    for element in elements {
      let object = try element.object(allowing: ["t", "type", "x", "y", "on", "sections"])
      let typeNode = try object.required("type")
      let type = try typeNode.string()
      let allowed: [String]
      switch type {
      case "press": allowed = ["t", "type", "x", "y", "on"]
      case "move": allowed = ["t", "type", "x", "y"]
      case "tick", "release", "cancel": allowed = ["t", "type"]
      case "reload": allowed = ["t", "type", "sections"]
      default:
        throw typeNode.failure(
          "unknown event \(Fmt.quoted(type)) (expected one of: "
            + "\(ScriptEvent.names.joined(separator: ", ")))")
      }
      _ = try element.object(allowing: allowed)

      let timeNode = try object.required("t")
      let time = try timeNode.nonNegative("a time")
      guard time >= previousTime else {
        throw timeNode.failure(
          "time \(Fmt.plain(time)) s is earlier than the event before it "
            + "(\(Fmt.plain(previousTime)) s); events must be in time order")
      }
      guard time <= ScriptLimits.maximumDuration else {
        throw timeNode.failure(
          "time \(Fmt.plain(time)) s is later than the \(Fmt.plain(ScriptLimits.maximumDuration)) "
            + "s a script may last")
      }
      previousTime = time

      let x = try object.optional("x") { node throws(ScriptError) in
        if type == "press" { return try coordinate(node, within: table.viewport.width, axis: "x") }
        return try offTable(node, axis: "x")
      }
      let kind: ScriptEvent.Kind
      switch type {
      case "press":
        switch (object.optional("y"), object.optional("on")) {
        case (let yNode?, nil):
          kind = .press(
            x: x, target: .y(try coordinate(yNode, within: table.viewport.height, axis: "y")))
        case (nil, let onNode?):
          let label = try onNode.string()
          guard known.contains(label) else {
            throw onNode.failure("no row is labelled \(Fmt.quoted(label))")
          }
          kind = .press(x: x, target: .row(label))
        case (nil, nil):
          throw ScriptError(
            location: "\(element.path).y",
            problem: "required field is missing (give y, or on with a row label)")
        case (_?, _?):
          throw element.failure("give either y or on, not both")
        }
      case "move":
        kind = .move(x: x, y: try offTable(try object.required("y"), axis: "y"))
      case "tick": kind = .tick
      case "release": kind = .release
      case "cancel": kind = .cancel
      default:
        let sectionsNode = try object.required("sections")
        let sections = try self.sections(sectionsNode)
        if table.host == .table, let index = sections.firstIndex(where: { $0.kind != .list }) {
          throw ScriptError(
            location: "\(sectionsNode.path)[\(index)].kind",
            problem: "a section kind is a list's: give \"host\": \"list\" in the table")
        }
        known = Set(sections.flatMap(\.labels))
        kind = .reload(sections)
      }
      events.append(ScriptEvent(time: time, kind: kind))
    }
    return events
  }

  // MARK: - Numbers

  /// A press coordinate: inside `0...limit`.
  private static func coordinate(_ node: ScriptNode, within limit: CGFloat, axis: String)
    throws(ScriptError) -> CGFloat
  {
    let value = try node.number()
    guard value >= 0, value <= Double(limit) else {
      throw node.failure(
        "\(axis) \(Fmt.plain(value)) is outside the viewport (0...\(Fmt.plain(limit)))")
    }
    return CGFloat(value)
  }

  /// A finger coordinate that may leave the table, but not by an absurd distance.
  private static func offTable(_ node: ScriptNode, axis: String) throws(ScriptError) -> CGFloat {
    let value = try node.number()
    guard abs(value) <= ScriptLimits.maximumLength else {
      throw node.failure("\(axis) \(Fmt.plain(value)) is too far from the table")
    }
    return CGFloat(value)
  }

  /// A length that may be zero but not negative nor absurdly large.
  static func length(_ node: ScriptNode, _ what: String) throws(ScriptError) -> CGFloat {
    let value = try node.nonNegative(what)
    guard value <= ScriptLimits.maximumLength else {
      throw node.failure(
        "\(what) of \(Fmt.plain(value)) pt is larger than the "
          + "\(Fmt.plain(ScriptLimits.maximumLength)) pt allowed")
    }
    return CGFloat(value)
  }

  static func positiveLength(_ node: ScriptNode, _ what: String) throws(ScriptError)
    -> CGFloat
  {
    let value = try length(node, what)
    guard value > 0 else { throw node.failure("\(what) must be greater than zero") }
    return value
  }
}
