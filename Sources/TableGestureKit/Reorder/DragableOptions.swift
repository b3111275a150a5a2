#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// How a drag looks, feels and behaves. Set it with `UITableView.dragableOptions`; changes take
  /// effect at the next drag (the press duration at once).
  public struct DragableOptions: Sendable {
    /// How long, in seconds, a finger must rest on a row before it lifts. Default 0.5, like
    /// `UILongPressGestureRecognizer`.
    public var minimumPressDuration: TimeInterval = LibraryGestureRules.current.dragPressDuration
    /// How the lifted row looks: scale 1.05, opacity 0.9, corner radius 0, shadow opacity 0.25,
    /// radius 8, offset 0 × 4 points. Bad values are drawn as safe ones, and the row grows only
    /// as far as the table's sides allow (see ``LiftAppearance``).
    public var lift = LiftAppearance()
    /// How long, in seconds, the lift and the settle animations take. Default 0.2; 0 turns them
    /// off.
    public var animationDuration: TimeInterval = 0.2
    /// Whether lift, swap and drop play selection feedback. Default `true`.
    public var hapticsEnabled = true
    /// When the delegate is told about moves: ``ReorderCommitMode/eachSwap`` (default, each swap
    /// as it happens) or ``ReorderCommitMode/onDrop`` (once, from where the drag began to where
    /// it ended).
    public var commitMode: ReorderCommitMode = ReorderOptions().commitMode
    /// Extra travel, in points, past the halfway mark before two rows swap. Default 4: after a
    /// swap the row must travel back twice this far to swap back. Negative or non-finite values
    /// count as zero.
    public var swapHysteresis: CGFloat = ReorderOptions().swapHysteresis
    /// Edge-zone autoscroll: 64-point zones at the top and bottom, up to 1,000 points per
    /// second (see ``AutoscrollRamp``).
    public var autoscroll = AutoscrollRamp()
    /// Who moves the row in the table when a move is committed: ``ReorderRowMoves/automatic``
    /// (default: ``ReorderRowMoves/dataSource`` for a `UITableViewDiffableDataSource`, whose
    /// `apply` moves the row itself, detected when a drag begins; ``ReorderRowMoves/library``
    /// otherwise), or either of those two.
    public var rowMoves: ReorderRowMoves = ReorderOptions().rowMoves
    /// The words VoiceOver speaks. Default: English.
    public var accessibilityStrings = DragableAccessibilityStrings()

    /// The engine's options for these settings.
    var reorder: ReorderOptions {
      ReorderOptions(
        commitMode: commitMode, swapHysteresis: swapHysteresis, autoscroll: autoscroll,
        rowMoves: rowMoves)
    }

    /// The defaults above.
    public init() {}
  }

  /// The words VoiceOver uses for the "Move up" / "Move down" actions, to localise them.
  public struct DragableAccessibilityStrings: Sendable {
    /// The name of the action that moves a row one position up. Default "Move up".
    public var moveUp: String
    /// The name of the action that moves a row one position down. Default "Move down".
    public var moveDown: String
    /// The announcement after a move, from the row's new position (1-based row, the section's
    /// row count, 1-based section). Default: "Moved to row 3 of 10 in section 2".
    public var movedTo: @Sendable (_ row: Int, _ rowCount: Int, _ section: Int) -> String

    /// Creates the strings; omitted ones are the English defaults.
    /// - Parameters:
    ///   - moveUp: the name of the action that moves a row one position up.
    ///   - moveDown: the name of the action that moves a row one position down.
    ///   - movedTo: the announcement after a move, from the 1-based row, the section's row count and
    ///     the 1-based section.
    public init(
      moveUp: String = "Move up", moveDown: String = "Move down",
      movedTo: @escaping @Sendable (_ row: Int, _ rowCount: Int, _ section: Int) -> String = {
        "Moved to row \($0) of \($1) in section \($2)"
      }
    ) {
      self.moveUp = moveUp
      self.moveDown = moveDown
      self.movedTo = movedTo
    }
  }
#endif
