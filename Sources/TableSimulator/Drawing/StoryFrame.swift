import Foundation
@_spi(Headless) import TableGestureCore

/// One picture of the storyboard: a caption and what to draw.
@_spi(Headless) public struct StoryFrame: Equatable, Sendable {
  public enum Content: Equatable, Sendable {
    case drag(DragPicture)
    case swipe(SwipePicture)
    /// The library's own swipe engine on the simulated table.
    case swipeEngine(SwipeEnginePicture)
  }

  /// Script time in seconds.
  public var time: Double
  /// One sentence saying what happens, e.g. "row 'B2' lifted, table autoscrolling down".
  public var caption: String
  public var content: Content
}
