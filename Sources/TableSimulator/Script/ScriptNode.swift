/// A JSON value together with its path in the script, for reading with precise error locations.
struct ScriptNode {
  var value: JSONValue
  /// The path of the array holding this node, when it is an element (with ``index``), or the
  /// node's own path. The element's path is made only when it is asked for, so a script's array
  /// of a million numbers does not become a million strings.
  private var base: String
  private var index: Int?

  init(value: JSONValue, path: String) {
    self.value = value
    base = path
  }

  /// The element at `index` of the array at path `array`.
  init(value: JSONValue, element index: Int, of array: String) {
    self.value = value
    base = array
    self.index = index
  }

  /// The path from the document root, e.g. `events[3].y`; empty for the root.
  var path: String { index.map { "\(base)[\($0)]" } ?? base }

  /// The path as shown in messages: the root is called `(top level)`.
  var location: String { path.isEmpty ? "(top level)" : path }

  func failure(_ problem: String) -> ScriptError {
    ScriptError(location: location, problem: problem)
  }

  private func mismatch(_ expected: String) -> ScriptError {
    failure("expected \(expected), found \(value.kindName)")
  }

  private func childPath(_ key: String) -> String {
    path.isEmpty ? key : "\(path).\(key)"
  }

  /// The members of an object, after checking that every key is one of `allowed`.
  func object(allowing allowed: [String]) throws(ScriptError) -> ScriptObject {
    guard case .object(let members) = value else { throw mismatch("an object") }
    for member in members where !allowed.contains(member.key) {
      throw ScriptError(
        location: childPath(Fmt.escaped(member.key)),
        problem: "unknown field (expected one of: \(allowed.joined(separator: ", ")))")
    }
    return ScriptObject(node: self, members: members)
  }

  func array() throws(ScriptError) -> ScriptElements {
    guard case .array(let elements) = value else { throw mismatch("an array") }
    return ScriptElements(elements, at: path)
  }

  /// The elements of an array, each read by `read`.
  ///
  /// A loop rather than `map` with a `throws(ScriptError)` closure: typed throws in the standard
  /// library's `map` came with Swift 6.0, and Scripts/check-ios-sdk.sh also checks this module
  /// against older iOS SDKs, whose `map` only rethrows `any Error`.
  func array<T>(_ read: (ScriptNode) throws(ScriptError) -> T) throws(ScriptError) -> [T] {
    let elements = try array()
    var values: [T] = []
    values.reserveCapacity(elements.count)
    for element in elements { values.append(try read(element)) }
    return values
  }

  func number() throws(ScriptError) -> Double {
    guard case .number(let number) = value else { throw mismatch("a number") }
    return number
  }

  /// A number that must not be negative.
  func nonNegative(_ what: String) throws(ScriptError) -> Double {
    let number = try number()
    guard number >= 0 else {
      throw failure("\(what) must not be negative (found \(Fmt.plain(number)))")
    }
    return number
  }

  /// A whole number (`3` or `3.0`) in a range a script can use.
  func integer() throws(ScriptError) -> Int {
    let number = try number()
    guard number == number.rounded(.towardZero), abs(number) <= 1_000_000_000 else {
      throw failure("expected a whole number, found \(Fmt.plain(number))")
    }
    return Int(number)
  }

  func string() throws(ScriptError) -> String {
    guard case .string(let string) = value else { throw mismatch("a string") }
    return string
  }

  func bool() throws(ScriptError) -> Bool {
    guard case .bool(let bool) = value else { throw mismatch("true or false") }
    return bool
  }
}

/// The members of one JSON object in a script.
struct ScriptObject {
  var node: ScriptNode
  var members: [JSONMember]

  /// The member named `key`, or `nil` when it is absent.
  func optional(_ key: String) -> ScriptNode? {
    members.first { $0.key == key }.map {
      ScriptNode(value: $0.value, path: node.path.isEmpty ? key : "\(node.path).\(key)")
    }
  }

  /// The member named `key` read by `read`, or `nil` when it is absent (see
  /// ``ScriptNode/array(_:)`` for why this is not `optional(key).map`).
  func optional<T>(_ key: String, _ read: (ScriptNode) throws(ScriptError) -> T)
    throws(ScriptError) -> T?
  {
    guard let child = optional(key) else { return nil }
    return try read(child)
  }

  /// The member named `key`; its absence is an error located at the missing field's path.
  func required(_ key: String) throws(ScriptError) -> ScriptNode {
    if let child = optional(key) { return child }
    throw ScriptError(
      location: node.path.isEmpty ? key : "\(node.path).\(key)",
      problem: "required field is missing")
  }

  func has(_ key: String) -> Bool { members.contains { $0.key == key } }
}
