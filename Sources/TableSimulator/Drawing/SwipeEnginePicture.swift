import Foundation
@_spi(Headless) import TableGestureCore

/// The table at one moment of a swipe-engine run, in plain numbers, for drawing.
@_spi(Headless) public struct SwipeEnginePicture: Equatable, Sendable {
  /// One button as drawn.
  public struct Button: Equatable, Sendable {
    public var title: String
    /// A CSS colour.
    public var colour: String
    public var frame: SwipeButtonFrame

    /// The button `action` draws at `frame`: its title (or identifier) and background colour.
    init(_ action: SwipeAction, at frame: SwipeButtonFrame) {
      title = action.title ?? action.identifier
      colour = SwipeEnginePicture.css(action.resolvedBackgroundColor)
      self.frame = frame
    }
  }

  /// One row on screen.
  public struct Row: Equatable, Sendable {
    public var label: String
    /// In content coordinates.
    public var rect: CGRect
    public var offset: CGFloat
    public var buttons: [Button]
    /// A note drawn on the row (the transition style in the showcase).
    public var note: String?
  }

  public var viewport: CGSize
  public var contentOffsetY: CGFloat
  public var rows: [Row]
  /// The finger, in viewport coordinates.
  public var finger: CGPoint?
  /// One line about the engine's state.
  public var status: String

  /// A CSS colour for a swipe colour.
  static func css(_ colour: SwipeColor) -> String {
    switch colour {
    case .rgba(let red, let green, let blue, let alpha):
      func channel(_ value: CGFloat) -> Int { Int((value.isFinite ? value : 0).clamped01 * 255) }
      return
        "rgba(\(channel(red)),\(channel(green)),\(channel(blue)),\(Fmt.fixed(alpha.isFinite ? alpha : 1, 2)))"
    case .token(let name):
      let known = [
        "systemRed": "#ff3b30", "systemGray3": "#c7c7cc", "systemOrange": "#ff9500",
        "systemBlue": "#0a84ff", "systemGreen": "#34c759", "systemIndigo": "#5e5ce6",
      ]
      return known[name] ?? "#8e8e93"
    case .object:
      return "#8e8e93"  // a host's colour object: none in the simulator
    }
  }
}

extension CGFloat {
  fileprivate var clamped01: CGFloat { Swift.min(1, Swift.max(0, self)) }
}
