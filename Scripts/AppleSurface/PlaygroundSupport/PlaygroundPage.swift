// not found in the stored docs (no PlaygroundSupport pages are stored): checked against the Xcode
// PlaygroundSupport API as reimplemented by compnerd/swift-win32 (`PlaygroundPage.current`, `liveView`)
// https://developer.apple.com/documentation/playgroundsupport/playgroundpage
@MainActor
public final class PlaygroundPage {
  // not found in the stored docs: see the type's comment
  // https://developer.apple.com/documentation/playgroundsupport/playgroundpage/current
  public static var current: PlaygroundPage { declarationOnly() }

  // not found in the stored docs: see the type's comment
  // https://developer.apple.com/documentation/playgroundsupport/playgroundpage/liveview
  public var liveView: (any PlaygroundLiveViewable)? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
