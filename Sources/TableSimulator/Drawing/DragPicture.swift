import Foundation
@_spi(Headless) import TableGestureCore

/// The state of the table and the drag at one moment, in plain numbers, for drawing.
///
/// Rectangles are in content coordinates unless named otherwise.
@_spi(Headless) public struct DragPicture: Equatable, Sendable {
  public struct Row: Equatable, Sendable {
    public var label: String
    public var indexPath: IndexPath
    public var rect: CGRect
    public var isPinned: Bool
    /// The cell showing the row, when it is on screen.
    public var cell: Int?
    /// Whether that cell is hidden.
    public var cellHidden: Bool
    /// The row's separator and corners in a collection-view list; `nil` in a table.
    public var list: ListPictureLook.Row? = nil
  }

  public struct Band: Equatable, Sendable {
    public var rect: CGRect
    public var text: String
  }

  /// Where the finger touched down and whether the press started a drag.
  public struct Press: Equatable, Sendable {
    /// In viewport coordinates.
    public var point: CGPoint
    public var refused: Bool
  }

  public var viewport: CGSize
  public var insets: LayoutInsets
  public var contentOffsetY: CGFloat
  public var contentHeight: CGFloat
  public var rows: [Row]
  public var headers: [Band]
  public var footers: [Band]
  public var handleArea: ClosedRange<CGFloat>?
  /// The edge zone height actually used (capped at a third of the visible height).
  public var edgeZoneHeight: CGFloat
  /// Points per second; negative scrolls up, zero while the table is not scrolling (also with the
  /// finger in an edge zone when the table is already at that end of its content).
  public var autoscrollVelocity: CGFloat
  public var snapshot: CGRect?
  public var snapshotLabel: String?
  /// The dragged row's slot (drawn dashed), in content coordinates.
  public var hiddenSlot: CGRect?
  /// Where the snapshot settles after a drop or cancel.
  public var settle: CGRect?
  /// The finger, in viewport coordinates.
  public var finger: CGPoint?
  public var press: Press?
  /// The list's style when the rows are a collection-view list's; `nil` for a table.
  public var list: ListPictureLook? = nil
}
