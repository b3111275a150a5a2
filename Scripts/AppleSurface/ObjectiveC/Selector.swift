// https://developer.apple.com/documentation/objectivec/selector
// The compiler knows this type: `#selector(...)` produces it, and Objective-C `SEL` imports as it.
@frozen
public struct Selector: ExpressibleByStringLiteral, Hashable, @unchecked Sendable,
  CustomStringConvertible
{
  // The compiler lowers `#selector` to this one pointer field (Objective-C's `SEL`), as in Apple's
  // overlay; it is not API.
  var ptr: OpaquePointer

  // https://developer.apple.com/documentation/objectivec/selector/init(stringliteral:)
  public init(stringLiteral value: String) { declarationOnly() }

  // https://developer.apple.com/documentation/objectivec/selector/description
  public var description: String { declarationOnly() }
}
