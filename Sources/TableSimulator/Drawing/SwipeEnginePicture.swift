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
    /// The look the engine drew the button in (never ``SwipeableLook/automatic``).
    public var look: SwipeableLook = .classic
    /// What the background is drawn with on the simulated system.
    public var material: SwipeableButtonMaterial = .solid
    /// The background's shape, resolved for the look.
    public var shape: SwipeableButtonShape = .rectangle
    /// Where the title and image go.
    public var content: SwipeButtonContentLayout = .stacked
    /// Whether the action has an image (drawn as a small mark where no title stands for it).
    public var hasImage = false

    /// The button `action` draws at `frame`: its title (or identifier) and background colour.
    init(_ action: SwipeAction, at frame: SwipeButtonFrame) {
      title = action.title ?? action.identifier
      colour = SwipeEnginePicture.css(action.resolvedBackgroundColor)
      self.frame = frame
    }

    /// The button `action` (resolved by the engine for `look`: its shape and content) draws at
    /// `frame`, with `material` as the simulated system draws it.
    init(
      _ action: SwipeAction, at frame: SwipeButtonFrame, look: SwipeableLook,
      material: SwipeableButtonMaterial
    ) {
      self.init(action, at: frame)
      self.look = look
      self.material = material
      shape = action.shape.resolved(.rectangle)
      content = action.content
      hasImage = action.image != nil || action.customView != nil
    }

    /// Whether the button is drawn with its shape, scale, alpha and material: in the glass look
    /// or with the glass material. Classic solid buttons are drawn as before, as the part of
    /// their slot that shows.
    var drawsShape: Bool { look == .glass || material == .glass }
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
    /// The row's separator and corners in a collection-view list; `nil` in a table.
    public var list: ListPictureLook.Row? = nil
  }

  public var viewport: CGSize
  public var contentOffsetY: CGFloat
  public var rows: [Row]
  /// The finger, in viewport coordinates.
  public var finger: CGPoint?
  /// One line about the engine's state.
  public var status: String
  /// The list's style when the rows are a collection-view list's; `nil` for a table.
  public var list: ListPictureLook? = nil

  /// The colour tokens a script's button may name (`"colour"`), with the CSS colour each is drawn
  /// in; a script naming another is refused.
  static let colourTokens = [
    "systemRed": "#ff3b30", "systemGray3": "#c7c7cc", "systemOrange": "#ff9500",
    "systemBlue": "#0a84ff", "systemGreen": "#34c759", "systemIndigo": "#5e5ce6",
    "systemGray": "#8e8e93", "systemPurple": "#af52de", "systemPink": "#ff2d55",
    "systemYellow": "#ffcc00", "systemTeal": "#30b0c7",
  ]

  /// A CSS colour for a swipe colour.
  static func css(_ colour: SwipeColor) -> String {
    switch colour {
    case .rgba(let red, let green, let blue, let alpha):
      func channel(_ value: CGFloat) -> Int { Int((value.isFinite ? value : 0).clamped01 * 255) }
      return
        "rgba(\(channel(red)),\(channel(green)),\(channel(blue)),\(Fmt.fixed(alpha.isFinite ? alpha : 1, 2)))"
    case .token(let name):
      return colourTokens[name] ?? "#8e8e93"
    case .object:
      return "#8e8e93"  // a host's colour object: none in the simulator
    }
  }
}

extension CGFloat {
  fileprivate var clamped01: CGFloat { Swift.min(1, Swift.max(0, self)) }
}
