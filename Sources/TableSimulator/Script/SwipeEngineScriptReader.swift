import Foundation
@_spi(Headless) import TableGestureCore

/// Reads the `swipeEngine` part of a gesture script (see `docs/tablesim.md`, "Gesture scripts").
extension ScriptReader {
  static func swipeEngine(_ node: ScriptNode, table: ScriptTable) throws(ScriptError)
    -> SwipeEngineScript
  {
    let object = try node.object(allowing: ["rightToLeft", "system", "actions", "steps"])
    let labels = Set(table.sections.flatMap(\.labels))
    func row(_ node: ScriptNode) throws(ScriptError) -> String {
      let label = try node.string()
      guard labels.contains(label) else {
        throw node.failure("no row is labelled \(Fmt.quoted(label))")
      }
      return label
    }
    func edge(_ node: ScriptNode?) throws(ScriptError) -> SwipeableEdge {
      guard let node else { return .trailing }
      switch try node.string() {
      case "leading": return .leading
      case "trailing": return .trailing
      case let other:
        throw node.failure("unknown edge \(Fmt.quoted(other)) (expected leading or trailing)")
      }
    }
    func finite(_ node: ScriptNode) throws(ScriptError) -> CGFloat {
      let value = try node.number()
      guard value.isFinite, abs(value) <= 100_000 else {
        throw node.failure("expected a distance within ±100000")
      }
      return CGFloat(value)
    }

    var actions: [SwipeEngineScript.RowActions] = []
    for element in try object.optional("actions")?.array() ?? ScriptElements([], at: "") {
      let entry = try element.object(allowing: [
        "row", "edge", "profile", "transition", "expansion", "look", "material", "buttons",
      ])
      let label = try entry.optional("row") { node throws(ScriptError) in try row(node) }
      var options = SwipeableOptions()
      if let profile = entry.optional("profile") {
        switch try profile.string() {
        case "native": options.metrics = .native
        case "swipeCellKit": options.metrics = .swipeCellKit
        case let other:
          throw profile.failure(
            "unknown profile \(Fmt.quoted(other)) (expected native or swipeCellKit)")
        }
      }
      if let transition = entry.optional("transition") {
        let name = try transition.string()
        guard let style = SwipeableTransitionStyle.allCases.first(where: { "\($0)" == name }) else {
          throw transition.failure(
            "unknown transition \(Fmt.quoted(name)) (expected one of: "
              + SwipeableTransitionStyle.allCases.map { "\($0)" }.joined(separator: ", ") + ")")
        }
        options.transitionStyle = style
      }
      if let look = entry.optional("look") { options.look = try swipeLook(look) }
      if let material = entry.optional("material") {
        options.buttonMaterial = try swipeMaterial(material)
      }
      if let expansion = entry.optional("expansion") {
        let styles: [String: SwipeableExpansionStyle?] = [
          "none": nil, "selection": .selection, "destructive": .destructive,
          "destructiveAfterFill": .destructiveAfterFill, "fill": .fill,
        ]
        let name = try expansion.string()
        guard let style = styles[name] else {
          throw expansion.failure(
            "unknown expansion \(Fmt.quoted(name)) (expected one of: none, selection, destructive, "
              + "destructiveAfterFill, fill)")
        }
        options.expansionStyle = style
        if style == nil { options.allowsFullSwipe = false }
      }
      var buttons: [SwipeAction] = []
      let buttonsNode = try entry.required("buttons")
      let buttonNodes = try buttonsNode.array()
      guard buttonNodes.count <= ScriptLimits.maximumButtons else {
        throw buttonsNode.failure(
          "\(buttonNodes.count) buttons is more than the \(ScriptLimits.maximumButtons) allowed "
            + "per row and edge")
      }
      for (index, buttonNode) in buttonNodes.enumerated() {
        let button = try buttonNode.object(allowing: [
          "title", "image", "style", "colour", "width", "spacing", "shape", "cornerRadius",
        ])
        let title = try self.title(try button.required("title"))
        var action = SwipeAction(identifier: "\(index)", title: title)
        if let style = button.optional("style") {
          switch try style.string() {
          case "default": action.style = .default
          case "destructive": action.style = .destructive
          case let other:
            throw style.failure(
              "unknown style \(Fmt.quoted(other)) (expected default or destructive)")
          }
        }
        if let colour = button.optional("colour") {
          action.backgroundColor = .token(try swipeColour(colour))
        }
        if let width = button.optional("width") { action.width = try finite(width) }
        if let spacing = button.optional("spacing") { action.spacing = try finite(spacing) }
        if let image = button.optional("image") { action.image = try swipeImage(image) }
        if let shape = try swipeShape(
          button.optional("shape"), cornerRadius: button.optional("cornerRadius"))
        {
          action.shape = shape
        }
        buttons.append(action)
      }
      actions.append(
        SwipeEngineScript.RowActions(
          rowLabel: label, edge: try edge(entry.optional("edge")),
          set: SwipeActionSet(actions: buttons, options: options)))
    }

    var steps: [SwipeEngineScript.Step] = []
    let kinds = [
      "swipe", "tap", "tapButton", "scroll", "settle", "show", "hide", "hint", "answer",
      "complete", "transitions", "reload", "resize", "finishAnimations",
    ]
    let stepsNode = try object.required("steps")
    var work = SwipeEngineWork()
    for element in try stepsNode.array() {
      let step = try element.object(allowing: kinds + ["by", "velocity", "pictures", "edge"])
      let present = kinds.filter { step.has($0) }
      guard present.count == 1, let kind = present.first else {
        throw element.failure("each step needs exactly one of: \(kinds.joined(separator: ", "))")
      }
      let value = try step.required(kind)
      switch kind {
      case "swipe":
        let pictures = try step.optional("pictures")?.array { node throws(ScriptError) in
          try finite(node)
        }
        steps.append(
          .swipe(
            row: try row(value), by: try finite(try step.required("by")),
            velocity: try step.optional("velocity") { node throws(ScriptError) in
              try finite(node)
            } ?? 0,
            pictures: pictures ?? []))
      case "tap": steps.append(.tap(row: try row(value)))
      case "tapButton": steps.append(.tapButton(action: try value.integer()))
      case "scroll": steps.append(.scroll(by: try finite(value)))
      case "settle":
        steps.append(
          .settle(
            pictures: try value.array { node throws(ScriptError) in
              try node.nonNegative("a picture time")
            }))
      case "show": steps.append(.show(row: try row(value), edge: try edge(step.optional("edge"))))
      case "hide": steps.append(.hide)
      case "hint": steps.append(.hint(row: try row(value)))
      case "answer":
        let name = try value.string()
        guard let answer = SwipeEngineScript.Answer(rawValue: name) else {
          throw value.failure(
            "unknown answer \(Fmt.quoted(name)) (expected one of: "
              + SwipeEngineScript.Answer.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
        guard answer.applies || table.host == .table || !answer.deletes else {
          throw value.failure(
            "answer \(Fmt.quoted(name)) deletes through the table, but a list's items change "
              + "through its diffable data source: answer applyDelete or applyDeleteAnimated")
        }
        guard !answer.applies || table.host != .table else {
          throw value.failure(
            "answer \(Fmt.quoted(name)) applies a diffable snapshot, which a list's data source "
              + "does here: give \"host\": \"list\" in the table")
        }
        steps.append(.answer(answer))
      case "complete": steps.append(.complete(try value.bool()))
      case "reload": steps.append(.reload(row: try row(value)))
      case "resize": steps.append(.resize(width: try positiveLength(value, "a width")))
      case "finishAnimations": steps.append(.finishAnimations)
      default:
        steps.append(
          .transitions(
            fractions: try value.array { node throws(ScriptError) in try finite(node) }))
      }
      try work.add(steps[steps.count - 1], at: stepsNode)
    }
    return SwipeEngineScript(
      rightToLeft: try object.optional("rightToLeft")?.bool() ?? false,
      design: try swipeDesign(object.optional("system")), actions: actions, steps: steps)
  }

  /// A button's title: at most ``ScriptLimits/maximumTitleLength`` characters, no control
  /// characters (it is printed and drawn).
  /// A button's `colour`: one of the tokens the storyboard draws.
  private static func swipeColour(_ node: ScriptNode) throws(ScriptError) -> String {
    let name = try node.string()
    guard SwipeEnginePicture.colourTokens[name] != nil else {
      throw node.failure(
        "unknown colour \(Fmt.quoted(name)) (expected one of: "
          + SwipeEnginePicture.colourTokens.keys.sorted().joined(separator: ", ") + ")")
    }
    return name
  }

  private static func title(_ node: ScriptNode) throws(ScriptError) -> String {
    let title = try node.string()
    guard title.count <= ScriptLimits.maximumTitleLength else {
      throw node.failure(
        "a title must have at most \(ScriptLimits.maximumTitleLength) characters")
    }
    guard !title.unicodeScalars.contains(where: Fmt.isControl) else {
      throw node.failure(
        "title \(Fmt.quoted(title)) contains a control character (not allowed in a title)")
    }
    return title
  }
}
