// https://developer.apple.com/documentation/swiftui/view
@MainActor @preconcurrency public protocol View {
  // https://developer.apple.com/documentation/swiftui/view/body-swift.associatedtype
  associatedtype Body: View

  // https://developer.apple.com/documentation/swiftui/view/body-8kl5o
  // The page shows `@ContentBuilder`, today's name (a type alias) for `ViewBuilder`.
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// https://developer.apple.com/documentation/swift/never
// Never's page lists its conformance to SwiftUI's `View`: the body of a primitive view such as a
// `UIViewControllerRepresentable`.
extension Never: View {
}

// https://developer.apple.com/documentation/swift/never
// SwiftUI's members of `Never` (listed on Never's page): its body, the end of every primitive
// view's or scene's chain of bodies.
extension Never {
  public typealias Body = Never
  public var body: Never { declarationOnly() }
}
