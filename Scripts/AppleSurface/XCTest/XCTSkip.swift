// https://developer.apple.com/documentation/xctest/xctskip-swift.struct
// The error a test throws to be reported as skipped; its page lists `Sendable` and `Error` (and
// `CustomNSError`, which nothing here uses).
public struct XCTSkip: Error, Sendable {
  // https://developer.apple.com/documentation/xctest/xctskip-swift.struct/init(_:file:line:)
  public init(_ message: String? = nil, file: StaticString = #filePath, line: UInt = #line) {
    declarationOnly()
  }
}
