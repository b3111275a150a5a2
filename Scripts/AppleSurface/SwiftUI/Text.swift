// https://developer.apple.com/documentation/swiftui/text
// (`@frozen struct Text`, a primitive view: its body is `Never`; only the member used)
public struct Text: View {
  // https://developer.apple.com/documentation/swiftui/text/init(verbatim:)
  // (`init(verbatim content: String)`)
  public init(verbatim content: String) { declarationOnly() }

  public typealias Body = Never
  public var body: Never { declarationOnly() }
}
