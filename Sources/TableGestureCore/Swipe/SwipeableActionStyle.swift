/// Whether a swipe action is an ordinary one or removes the row.
public enum SwipeableActionStyle: Sendable, Hashable {
  /// An ordinary action; its default background is `systemGray3`.
  case `default`
  /// An action that deletes the row; its default background is `systemRed`. When it completes
  /// successfully the engine expects the app to have removed the row from its data (the engine
  /// never deletes rows itself).
  case destructive
}
