/// A parsed JSON value that keeps the order of object members, so that errors and output follow
/// the order the user wrote.
///
/// Not `indirect`: arrays and objects already hold their elements out of line, and boxing every
/// value would cost a heap block per number of a million-element array.
enum JSONValue: Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object([JSONMember])

  /// The JSON name of the value's kind, for error messages ("a number", "an object", …).
  var kindName: String {
    switch self {
    case .null: return "null"
    case .bool: return "a boolean"
    case .number: return "a number"
    case .string: return "a string"
    case .array: return "an array"
    case .object: return "an object"
    }
  }
}

/// One `"key": value` member of a JSON object.
struct JSONMember: Equatable, Sendable {
  var key: String
  var value: JSONValue
}
