// https://developer.apple.com/documentation/swiftui/emptyview
// (`@frozen struct EmptyView`, a primitive view: its body is `Never`; only the members used, as
// the background of a `UIHostingConfiguration` made without one)
public struct EmptyView: View {
  // https://developer.apple.com/documentation/swiftui/emptyview/init()
  public init() { declarationOnly() }

  public typealias Body = Never
  public var body: Never { declarationOnly() }
}
