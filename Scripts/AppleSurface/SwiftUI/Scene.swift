// https://developer.apple.com/documentation/swiftui/scene
@available(iOS 14.0, *)
@MainActor @preconcurrency public protocol Scene {
  // https://developer.apple.com/documentation/swiftui/scene/body-swift.associatedtype
  associatedtype Body: Scene

  // https://developer.apple.com/documentation/swiftui/scene/body-swift.property
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

// Not a page of its own: SwiftUI's built-in scenes (`WindowGroup`) are primitive, with `Never` as
// their body, as its primitive views are (`Never`'s page lists its conformance to `View`; the
// SDK's interface declares `extension Never: Scene` likewise). Here only so `WindowGroup` conforms.
@available(iOS 14.0, *)
extension Never: Scene {
}
