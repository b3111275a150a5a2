// https://developer.apple.com/documentation/playgroundsupport/playgroundpage
@MainActor
public final class PlaygroundPage {
  // https://developer.apple.com/documentation/playgroundsupport/playgroundpage/current
  public static var current: PlaygroundPage { declarationOnly() }

  // https://developer.apple.com/documentation/playgroundsupport/playgroundpage/liveview
  public var liveView: (any PlaygroundLiveViewable)? {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
