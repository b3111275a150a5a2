// https://developer.apple.com/documentation/swiftui/scenebuilder
@available(iOS 14.0, *)
@resultBuilder public struct SceneBuilder {
  // https://developer.apple.com/documentation/swiftui/scenebuilder/buildblock(_:)
  // The page shows today's parameter-pack form (`buildBlock<each Content>(_ content: repeat each
  // Content) -> some Scene`); the one-scene form below is the same call for the app's single
  // `WindowGroup`, as an SDK before parameter packs (iOS 16.5's) declares it.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content {
    declarationOnly()
  }
}
