// https://developer.apple.com/documentation/swiftui/viewbuilder
@resultBuilder public struct ViewBuilder {
  // https://developer.apple.com/documentation/swiftui/viewbuilder/buildblock(_:)
  // "Passes a single piece of content written as a child view through unmodified." The page shows
  // no constraint; SDKs of the package's era (iOS 16.5) declare `where Content: View`.
  public static func buildBlock<Content: View>(_ content: Content) -> Content {
    declarationOnly()
  }
}
