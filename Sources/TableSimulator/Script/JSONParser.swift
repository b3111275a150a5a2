/// A strict JSON parser (RFC 8259) that reports the line and column of the first problem.
///
/// Written for gesture scripts: it rejects duplicate keys, numbers too large to be finite, and
/// nesting deeper than ``maximumDepth`` (so hostile input cannot exhaust the stack). It visits
/// each byte once: a problem is recorded as a byte offset, and that offset becomes a line and
/// column only once, when the error is thrown, so the cost is linear in the input however long
/// its lines are.
///
/// Why not Foundation's `JSONSerialization`: on Linux it accepts duplicate keys (the last one
/// wins), loses the order of object members, gives no position for an unexpected end of file or
/// a number out of range, reads `1` as `true`, and its messages are vaguer ("Invalid value
/// around character 32."). A script's errors name the problem and its place, in the order the
/// user wrote, so the parser stays.
struct JSONParser {
  /// The deepest nesting of arrays and objects accepted.
  static let maximumDepth = 64

  /// A syntax error at a 1-based line and column.
  ///
  /// Lines are counted by line feeds; columns in Unicode scalars from the start of the line (a
  /// byte order mark at the start of the file is not counted).
  struct SyntaxError: Error, Equatable {
    var line: Int
    var column: Int
    var problem: String
  }

  /// A problem at a byte offset, before it is turned into a line and column.
  private struct Failure: Error {
    var offset: Int
    var problem: String
  }

  private let bytes: [UInt8]
  private var index = 0
  private let start: Int
  /// The UTF-8 of the string being read, kept between strings so that its storage is reused.
  private var text: [UInt8] = []
  /// Bytes of ``text`` moved again because it outgrew its storage.
  private var copied = 0

  /// Parses one JSON document; only whitespace may follow it.
  static func parse(_ bytes: [UInt8]) throws(SyntaxError) -> JSONValue {
    var work = 0
    return try parse(bytes, work: &work)
  }

  /// Parses one JSON document and adds to `work` the bytes visited or copied on top of the one
  /// pass over the input: to locate an error (at most the input's length, and zero when there is
  /// none), and to move a string being read when it outgrows its storage (less than twice the
  /// longest string's length, and zero for strings of 64 bytes or fewer).
  static func parse(_ bytes: [UInt8], work: inout Int) throws(SyntaxError) -> JSONValue {
    var parser = JSONParser(bytes: bytes)
    defer { work += parser.copied }
    do {
      return try parser.parseDocument()
    } catch {
      throw parser.locate(error, work: &work)
    }
  }

  private init(bytes: [UInt8]) {
    self.bytes = bytes
    start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    index = start
    text.reserveCapacity(64)
  }

  private mutating func parseDocument() throws(Failure) -> JSONValue {
    skipWhitespace()
    guard index < bytes.count else {
      throw error("the file is empty (expected a JSON object)")
    }
    let value = try parseValue(depth: 0)
    skipWhitespace()
    guard index == bytes.count else {
      throw error("unexpected \(describeCurrent()) after the end of the document")
    }
    return value
  }

  /// Turns `failure` into a ``SyntaxError`` with one scan from the start of the input.
  private func locate(_ failure: Failure, work: inout Int) -> SyntaxError {
    var line = 1
    var column = 1
    let end = Swift.min(Swift.max(failure.offset, start), bytes.count)
    for byte in bytes[start..<end] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        // Count characters, not bytes: skip UTF-8 continuation bytes.
        column += 1
      }
    }
    work += end - start
    return SyntaxError(line: line, column: column, problem: failure.problem)
  }

  /// A problem at the current position.
  private func error(_ problem: String) -> Failure {
    Failure(offset: index, problem: problem)
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
      case 0x20, 0x09, 0x0D, 0x0A:
        index += 1
      default:
        return
      }
    }
  }

  private mutating func parseValue(depth: Int) throws(Failure) -> JSONValue {
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

  private mutating func parseLiteral(_ word: String, _ value: JSONValue) throws(Failure)
    -> JSONValue
  {
    let expected = Array(word.utf8)
    guard bytes.count - index >= expected.count,
      Array(bytes[index..<(index + expected.count)]) == expected
    else { throw error("unexpected \(describeCurrent()) (expected a value)") }
    index += expected.count
    return value
  }

  private mutating func parseObject(depth: Int) throws(Failure) -> JSONValue {
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
      let keyStart = index
      let key = try parseString()
      guard seen.insert(key).inserted else {
        throw Failure(offset: keyStart, problem: "duplicate key \(Fmt.quoted(key))")
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

  private mutating func parseArray(depth: Int) throws(Failure) -> JSONValue {
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

  private mutating func parseNumber() throws(Failure) -> JSONValue {
    let start = index
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
      throw Failure(offset: start, problem: "numbers must not have leading zeros")
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
    let literal = String(decoding: bytes[start..<index], as: UTF8.self)
    guard let value = Double(literal), value.isFinite else {
      throw Failure(offset: start, problem: "the number \(Fmt.escaped(literal)) is too large")
    }
    return .number(value)
  }

  /// Reads a string into ``text`` and returns it: runs of plain bytes are copied whole, each
  /// escape adds its scalar's UTF-8, and the text is decoded once at the closing quote, so a
  /// string costs time in proportion to its length however many escapes it holds.
  private mutating func parseString() throws(Failure) -> String {
    index += 1
    text.removeAll(keepingCapacity: true)
    while true {
      let runStart = index
      while index < bytes.count, bytes[index] >= 0x20, bytes[index] != UInt8(ascii: "\""),
        bytes[index] != UInt8(ascii: "\\")
      {
        index += 1
      }
      appendText(bytes[runStart..<index])
      guard index < bytes.count else { throw error("unexpected end of file inside a string") }
      switch bytes[index] {
      case UInt8(ascii: "\""):
        index += 1
        return String(decoding: text, as: UTF8.self)
      case UInt8(ascii: "\\"):
        if let encoded = UTF8.encode(try parseEscape()) { appendText(encoded) }
      default:
        throw error("control character inside a string (write \\n or \\t)")
      }
    }
  }

  /// Appends `piece` to ``text``, counting in ``copied`` the bytes moved when it outgrows its
  /// storage.
  private mutating func appendText(_ piece: some Collection<UInt8>) {
    let capacity = text.capacity
    let count = text.count
    text.append(contentsOf: piece)
    if text.capacity != capacity { copied += count }
  }

  private mutating func parseEscape() throws(Failure) -> Unicode.Scalar {
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

  private mutating func parseHex4() throws(Failure) -> UInt32 {
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
