import Foundation

/// Where a press lands: a point, or the middle of the row with a label.
@_spi(Headless) public enum PressTarget: Equatable, Sendable {
  case y(CGFloat)
  case row(String)
}

/// One timed event of a script.
@_spi(Headless) public struct ScriptEvent: Equatable, Sendable {
  public enum Kind: Equatable, Sendable {
    /// A long press that may start a drag. `x` defaults to the middle of the handle area, or of
    /// the row.
    case press(x: CGFloat?, target: PressTarget)
    /// The finger moved; `x` defaults to where it was.
    case move(x: CGFloat?, y: CGFloat)
    /// One display frame.
    case tick
    /// The finger lifted.
    case release
    /// The system cancelled the gesture.
    case cancel
    /// The app reloaded the table with new sections.
    case reload([ScriptSection])
  }

  /// When, in seconds from the start of the script.
  public var time: Double
  public var kind: Kind

  public init(time: Double, kind: Kind) {
    self.time = time
    self.kind = kind
  }

  /// The name used in scripts and summaries.
  public var name: String {
    switch kind {
    case .press: return "press"
    case .move: return "move"
    case .tick: return "tick"
    case .release: return "release"
    case .cancel: return "cancel"
    case .reload: return "reload"
    }
  }

  /// Every event name a script may use.
  public static let names = ["press", "move", "tick", "release", "cancel", "reload"]
}
