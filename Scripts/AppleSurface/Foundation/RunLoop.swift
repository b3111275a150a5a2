// https://developer.apple.com/documentation/foundation/runloop
open class RunLoop: NSObject {
  // https://developer.apple.com/documentation/foundation/runloop/main
  open class var main: RunLoop { declarationOnly() }

  // https://developer.apple.com/documentation/foundation/runloop/mode
  public struct Mode: Hashable, RawRepresentable, @unchecked Sendable {
    public init(rawValue: String) { declarationOnly() }
    public init(_ rawValue: String) { declarationOnly() }
    public var rawValue: String { declarationOnly() }

    // https://developer.apple.com/documentation/foundation/runloop/mode/common
    public static var common: RunLoop.Mode { declarationOnly() }
  }
}
