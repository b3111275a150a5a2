/// A strict JSON parser (RFC 8259) that reports the line and column of the first problem.
///
/// Written for gesture scripts: it rejects duplicate keys, numbers too large to be finite, and
/// nesting deeper than ``maximumDepth`` (so hostile input cannot exhaust the stack).
struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  static let maximumDepth = 64

  /// A syntax error at a 1-based line and column.
  struct SyntaxError: Error, Equatable {
    var line: Int
    var column: Int
    var problem: String
  }

  private let bytes: [UInt8]
  private var index = 0
  private var line = 1
  private var lineStart = 0

  /// Parses one JSON document; only whitespace may follow it.
  static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    parser.skipWhitespace()
    guard parser.index < parser.bytes.count else {
      throw parser.error("the file is empty (expected a JSON object)")
    }
    let value = try parser.parseValue(depth: 0)
    parser.skipWhitespace()
    guard parser.index == parser.bytes.count else {
      throw parser.error("unexpected \(parser.describeCurrent()) after the end of the document")
    }
    return value
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
  }

  private func error(_ problem: String) -> SyntaxError {
    var column = 1
    var position = lineStart
    while position < index, position < bytes.count {
      // Count characters, not bytes: skip UTF-8 continuation bytes.
      if bytes[position] & 0xC0 != 0x80 { column += 1 }
      position += 1
    }
    return SyntaxError(line: line, column: column, problem: problem)
  }

  private func describeCurrent() -> String {
    guard index < bytes.count else { return "end of file" }
    let byte = bytes[index]
    if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    return "character"
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0D:
        index += 1
      case 0x0A:
        index += 1
        line += 1
        lineStart = index
      default:
        return
      }
    }
  }

  private mutating func parseValue(depth: Int) throws(SyntaxError) -> JSONValue {
    guard index < bytes.count else { throw error("unexpected end of file (expected a value)") }
    switch bytes[index] {
    case UInt8(ascii: "{"): return try parseObject(depth: depth + 1)
    case UInt8(ascii: "["): return try parseArray(depth: depth + 1)
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
    case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
    case UInt8(ascii: "n"): return try parseLiteral("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
    default: throw error("unexpected \(describeCurrent()) (expected a value)")
    }
  }

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(SyntaxError)
    -> JSONValue
  {
    let expected = Array(word.utf8)
    guard bytes.count - index >= expected.count,
      Array(bytes[index..<(index + expected.count)]) == expected
    else { throw error("unexpected \(describeCurrent()) (expected a value)") }
    index += expected.count
    return value
  }

  private mutating func parseObject(depth: Int) throws(SyntaxError) -> JSONValue {
    guard depth <= Self.maximumDepth else {
      throw error("nesting deeper than \(Self.maximumDepth) levels")
    }
    index += 1
    var members: [JSONMember] = []
    var seen = Set<String>()
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
        throw error("unexpected \(describeCurrent()) (expected a key in double quotes)")
      }
      let keyError = error("")
      let key = try parseString()
      guard seen.insert(key).inserted else {
        throw SyntaxError(
          line: keyError.line, column: keyError.column, problem: "duplicate key \"\(key)\"")
      }
      skipWhitespace()
      guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
        throw error("unexpected \(describeCurrent()) (expected ':' after a key)")
      }
      index += 1
      skipWhitespace()
      let value = try parseValue(depth: depth)
      members.append(JSONMember(key: key, value: value))
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of file (expected '}')") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "}") {
        index += 1
        return .object(members)
      }
      throw error("unexpected \(describeCurrent()) (expected ',' or '}')")
    }
  }

  private mutating func parseArray(depth: Int) throws(SyntaxError) -> JSONValue {
    guard depth <= Self.maximumDepth else {
      throw error("nesting deeper than \(Self.maximumDepth) levels")
    }
    index += 1
    var elements: [JSONValue] = []
    skipWhitespace()
    if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue(depth: depth))
      skipWhitespace()
      guard index < bytes.count else { throw error("unexpected end of file (expected ']')") }
      if bytes[index] == UInt8(ascii: ",") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      }
      throw error("unexpected \(describeCurrent()) (expected ',' or ']')")
    }
  }

  private mutating func parseNumber() throws(SyntaxError) -> JSONValue {
    let start = index
    let startError = error("")
    func digits(_ parser: inout JSONParser) -> Int {
      var count = 0
      while parser.index < parser.bytes.count,
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index])
      {
        parser.index += 1
        count += 1
      }
      return count
    }
    if bytes[index] == UInt8(ascii: "-") { index += 1 }
    let leadingZero = index < bytes.count && bytes[index] == UInt8(ascii: "0")
    let integerDigits = digits(&self)
    guard integerDigits > 0 else { throw error("expected a digit after '-'") }
    guard !(leadingZero && integerDigits > 1) else {
      throw startError.with(problem: "numbers must not have leading zeros")
    }
    if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
      index += 1
      guard digits(&self) > 0 else { throw error("expected a digit after '.'") }
    }
    if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-")
      {
        index += 1
      }
      guard digits(&self) > 0 else { throw error("expected a digit in the exponent") }
    }
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      throw startError.with(problem: "the number \(text) is too large")
    }
    return .number(value)
  }

  private mutating func parseString() throws(SyntaxError) -> String {
    index += 1
    var scalars = String.UnicodeScalarView()
    var run: [UInt8] = []
    func flush(_ run: inout [UInt8], into scalars: inout String.UnicodeScalarView) {
      scalars.append(contentsOf: String(decoding: run, as: UTF8.self).unicodeScalars)
      run.removeAll(keepingCapacity: true)
    }
    while true {
      guard index < bytes.count else { throw error("unexpected end of file inside a string") }
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        flush(&run, into: &scalars)
        return String(scalars)
      case UInt8(ascii: "\\"):
        flush(&run, into: &scalars)
        scalars.append(try parseEscape())
      case 0x00..<0x20:
        throw error("control character inside a string (write \\n or \\t)")
      default:
        run.append(byte)
        index += 1
      }
    }
  }

  private mutating func parseEscape() throws(SyntaxError) -> Unicode.Scalar {
    index += 1
    guard index < bytes.count else { throw error("unexpected end of file inside a string") }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "\""): return "\""
    case UInt8(ascii: "\\"): return "\\"
    case UInt8(ascii: "/"): return "/"
    case UInt8(ascii: "b"): return "\u{08}"
    case UInt8(ascii: "f"): return "\u{0C}"
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      let high = try parseHex4()
      if (0xD800..<0xDC00).contains(high) {
        guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"),
          bytes[index + 1] == UInt8(ascii: "u")
        else { throw error("unpaired surrogate in a \\u escape") }
        index += 2
        let low = try parseHex4()
        guard (0xDC00..<0xE000).contains(low),
          let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00))
        else { throw error("unpaired surrogate in a \\u escape") }
        return scalar
      }
      guard let scalar = Unicode.Scalar(high) else {
        throw error("unpaired surrogate in a \\u escape")
      }
      return scalar
    default:
      index -= 1
      throw error("unknown escape \\\(describeCurrent())")
    }
  }

  private mutating func parseHex4() throws(SyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard index < bytes.count, let digit = hexValue(bytes[index]) else {
        throw error("expected four hex digits after \\u")
      }
      value = value << 4 | digit
      index += 1
    }
    return value
  }

  private func hexValue(_ byte: UInt8) -> UInt32? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }
}

extension JSONParser.SyntaxError {
  fileprivate func with(problem: String) -> JSONParser.SyntaxError {
    JSONParser.SyntaxError(line: line, column: column, problem: problem)
  }
}
