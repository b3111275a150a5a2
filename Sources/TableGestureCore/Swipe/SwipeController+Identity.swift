import Foundation

#if canImport(CoreGraphics)
  import CoreGraphics
#endif

/// Noticing on its own that the open row's index path names another row now: a reload, a
/// diffable apply or a batch update the app did not report.
///
/// The row counts are watched at every event (``noticeUnreportedChanges()``). What they cannot
/// show — the same counts with other rows at the open row's index path — is checked where it
/// matters, never on a pan update or a frame that only moves the row:
/// - at a touch, a tap, a pan's start and end (a full swipe acts), a VoiceOver action and a programmatic command, when the
///   provider identifies rows: the identity at the open row's index path is compared with the
///   one it opened with, and a row that moved or went is handled as a reported reload (found
///   again by identity and shown open there, else closed), before the event acts;
/// - when the open row's cell no longer shows its buttons (the table replaced it) and the engine
///   would give the new cell the buttons again (a reconcile, a frame of an opening row): with
///   identities, only after the same comparison; without, the row closes instead, since the new
///   cell may show another row;
/// - just before an action's handler runs (a fill's may run frames after the release): an action
///   whose row's identity changed does not run.
///
/// Without identities, a reload that keeps the counts and hands the open row's cell back to the
/// same index path cannot be seen: the app must report it (`tableDidReloadData()`).
extension SwipeController {
  /// Whether `command` acts on what the user sees of the open row, so the open row's identity is
  /// checked first.
  static func checksIdentity(_ command: Command) -> Bool {
    switch command {
    case .touchDown, .tap, .panBegan, .panEnded, .accessibility, .show, .setOffset, .hint,
      .actionsChanged:
      return true
    default:
      return false
    }
  }

  /// Whether the open row's index path still names the row it opened with: `true` when the
  /// provider gives no identities (nothing to compare), or no row is open.
  func activeRowKeepsItsIdentity() -> Bool {
    guard let row = activeRow, let identity = rowIdentity, let provider else { return true }
    return provider.swipeRowIdentity(at: row) == identity
  }

  /// Handles an unreported change that moved or removed the open row as a reported reload.
  func noticeIdentityChange() {
    guard activeRow != nil, !activeRowKeepsItsIdentity() else { return }
    handleReload()
  }

  /// The open row's cell lost its buttons while the row is to stay open: returns whether the
  /// row's cell may get them again. A row off screen has no cell to judge (it gets them when it
  /// comes back). On screen, the table replaced its cell: with identities, a row that moved or
  /// went is handled as a reload first (`false`); without, the row closes (`false`), as nothing
  /// says the new cell shows the same row. A fill in flight keeps its row (its action already
  /// runs on it).
  func replacedCellShowsActiveRow() -> Bool {
    guard let row = activeRow else { return false }
    let rect = table.rectForRow(at: row)
    let bounds = table.bounds
    guard rect.maxY > bounds.minY, rect.minY < bounds.maxY else { return true }
    if rowIdentity != nil {
      guard activeRowKeepsItsIdentity() else {
        handleReload()
        return false
      }
      return true
    }
    if pendingIsFill || session.phase == .filled { return true }
    forgetGhost()
    return false
  }

  /// Whether the pending action's index path still names the row it started on: `true` when the
  /// row has no identity.
  func pendingKeepsItsIdentity() -> Bool {
    guard let p = pending, let identity = p.identity, let provider else { return true }
    return provider.swipeRowIdentity(at: p.row) == identity
  }

  /// The pending action's index path names another row now, just before its handler would run
  /// (a reload nobody reported during a fill): the change is handled as a reload, and the action
  /// is dropped without running, on either row.
  func dropPendingOfAnotherRow(token: Int) {
    handleReload()
    if pending?.token == token { pending = nil }
  }
}
