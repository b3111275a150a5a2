/// One entry of a row's VoiceOver custom actions: the app's own, or a swipe action.
@_spi(Headless) public struct SwipeAccessibilityAction: Sendable, Hashable {
  /// What VoiceOver reads.
  public var name: String
  /// The swipe edge, or `nil` for an action of the app's own.
  public var edge: SwipeableEdge?
  /// The index in that edge's action list, or `nil` for the app's own.
  public var actionIndex: Int?

  /// Creates an entry named `name`: a swipe action when `edge` and `actionIndex` are given, else
  /// the app's own.
  public init(name: String, edge: SwipeableEdge? = nil, actionIndex: Int? = nil) {
    self.name = name
    self.edge = edge
    self.actionIndex = actionIndex
  }
}
