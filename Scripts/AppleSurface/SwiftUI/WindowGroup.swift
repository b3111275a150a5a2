// https://developer.apple.com/documentation/swiftui/windowgroup
@available(iOS 14.0, *)
public struct WindowGroup<Content: View>: Scene {
  // https://developer.apple.com/documentation/swiftui/windowgroup/init(content:)
  // The page shows `@ContentBuilder`, today's name (a type alias) for `ViewBuilder`.
  nonisolated public init(@ViewBuilder content: () -> Content) { declarationOnly() }

  // Not on a page: a built-in scene's body is `Never` (see Scene.swift).
  public var body: Never { declarationOnly() }
}
