// https://developer.apple.com/documentation/swiftui/app
@available(iOS 14.0, *)
@MainActor @preconcurrency public protocol App {
  // https://developer.apple.com/documentation/swiftui/app/body-swift.associatedtype
  associatedtype Body: Scene

  // https://developer.apple.com/documentation/swiftui/app/body-swift.property
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

  // https://developer.apple.com/documentation/swiftui/app/init()
  // The protocol's page lists `init()` under "Running an App" ("Creates an instance of the app
  // using the body that you define for its content"); `@main` calls it through `main()`.
  @MainActor @preconcurrency init()
}

@available(iOS 14.0, *)
extension App {
  // https://developer.apple.com/documentation/swiftui/app/main()
  // The protocol's page: "The protocol provides a default implementation of the main() method
  // that the system calls to launch your app" (what `@main` needs).
  @MainActor @preconcurrency public static func main() { declarationOnly() }
}
