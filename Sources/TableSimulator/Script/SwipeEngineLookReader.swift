import Foundation
@_spi(Headless) import TableGestureCore

/// Reads the keys of a swipe-engine script that choose how the buttons look: the script's
/// `system`, an edge's `look` and `material`, a button's `shape` (with `cornerRadius`) and
/// `image`.
extension ScriptReader {
  /// The design environment for `system` (18, the default, or 26).
  static func swipeDesign(_ node: ScriptNode?) throws(ScriptError) -> SwipeDesignEnvironment {
    guard let node else { return .iOS18 }
    switch try node.integer() {
    case 18: return .iOS18
    case 26: return .iOS26
    case let other:
      throw node.failure("unknown system \(other) (expected 18 or 26)")
    }
  }

  /// The look named by `node` (`automatic`, `classic` or `glass`).
  static func swipeLook(_ node: ScriptNode) throws(ScriptError) -> SwipeableLook {
    let name = try node.string()
    guard let look = SwipeableLook.allCases.first(where: { "\($0)" == name }) else {
      throw node.failure(
        "unknown look \(Fmt.quoted(name)) (expected automatic, classic or glass)")
    }
    return look
  }

  /// The material named by `node` (`solid` or `glass`).
  static func swipeMaterial(_ node: ScriptNode) throws(ScriptError) -> SwipeableButtonMaterial {
    let name = try node.string()
    guard let material = SwipeableButtonMaterial.allCases.first(where: { "\($0)" == name }) else {
      throw node.failure("unknown material \(Fmt.quoted(name)) (expected solid or glass)")
    }
    return material
  }

  /// A button's shape from its `shape` and `cornerRadius` keys (either may be missing): a corner
  /// radius alone means `rounded`, as before the `shape` key; `rounded` without one rounds by
  /// 12 pt; a corner radius with any other shape is refused. `nil` when neither key is there.
  static func swipeShape(
    _ shapeNode: ScriptNode?, cornerRadius radiusNode: ScriptNode?
  ) throws(ScriptError) -> SwipeableButtonShape? {
    var radius: CGFloat?
    if let radiusNode {
      let value = try radiusNode.number()
      guard value.isFinite, abs(value) <= 100_000 else {
        throw radiusNode.failure("expected a distance within ±100000")
      }
      radius = CGFloat(value)
    }
    guard let shapeNode else { return radius.map { .rounded(cornerRadius: $0) } }
    let name = try shapeNode.string()
    let shapes: [String: SwipeableButtonShape] = [
      "automatic": .automatic, "rectangle": .rectangle,
      "rounded": .rounded(cornerRadius: radius ?? 12), "circle": .circle(diameter: nil),
      "capsule": .capsule(height: nil),
    ]
    guard let shape = shapes[name] else {
      throw shapeNode.failure(
        "unknown shape \(Fmt.quoted(name)) (expected one of: automatic, rectangle, rounded, "
          + "circle, capsule)")
    }
    if radius != nil, name != "rounded", let radiusNode {
      throw radiusNode.failure(
        "cornerRadius goes with the shape rounded, not \(Fmt.quoted(name))")
    }
    return shape
  }

  /// A button's `image`: a symbol's name, 1 to ``ScriptLimits/maximumTitleLength`` characters,
  /// no control characters (it is printed).
  static func swipeImage(_ node: ScriptNode) throws(ScriptError) -> SwipeActionImage {
    let name = try node.string()
    guard !name.isEmpty, name.count <= ScriptLimits.maximumTitleLength else {
      throw node.failure(
        "an image name must have 1 to \(ScriptLimits.maximumTitleLength) characters")
    }
    guard !name.unicodeScalars.contains(where: Fmt.isControl) else {
      throw node.failure(
        "image \(Fmt.quoted(name)) contains a control character (not allowed in a name)")
    }
    return .named(name)
  }
}
