#if canImport(UIKit)
  import UIKit

  /// A zero-height subview the swipe helper puts in the content view of each cell it gives
  /// buttons, to hear that content view resized: `setEditing(_:animated:)` calls
  /// `setEditing(_:animated:)` on each visible cell (Apple's `UITableView.setEditing(_:animated:)`
  /// page), whose editing control and indentation narrow the content view, and the sentinel's
  /// flexible width resizes it with it ("When a view's bounds change, that view automatically
  /// resizes its subviews according to each subview's autoresizing mask", Apple's
  /// `autoresizingMask` page), so it is laid out then. It forwards each width change without
  /// judging it (`SwipeController.swipedCellContentDidLayOut()`), so an open row closes under
  /// the Edit button whether or not UIKit sends key-value notifications for `isEditing` there
  /// (device review r5, F2). It stays in the cell (a cell shown again is not searched twice);
  /// invisible and untouchable.
  ///
  /// Not testable on Linux (UIKit); `SimulatedTable.setEditing(_:animated:)` models it. The iOS
  /// test `SwipeEditButtonTests` checks that the content view does narrow.
  final class SwipeCellContentSentinel: SwipeSentinelView {
    /// Hears each change of the content view's width since the sentinel was made.
    var widthChanged: (() -> Void)?
    private var lastWidth: CGFloat?

    /// Puts a sentinel in `cell`'s content view unless one is there, and points it at `changed`.
    static func install(in cell: some RowCellView, changed: @escaping () -> Void) {
      let content = cell.contentView
      if let found = content.subviews.lazy.compactMap({ $0 as? SwipeCellContentSentinel }).first {
        found.widthChanged = changed
        return
      }
      let sentinel = SwipeCellContentSentinel(
        frame: CGRect(x: 0, y: 0, width: content.bounds.width, height: 0))
      sentinel.widthChanged = changed
      // The width it is made at counts as seen: edit mode switched on before its first layout
      // still narrows it.
      sentinel.lastWidth = content.bounds.width
      content.addSubview(sentinel)
    }

    /// Runs inside the cell's layout: forwards a new width, asking nothing.
    override func layoutSubviews() {
      super.layoutSubviews()
      let width = bounds.width
      defer { lastWidth = width }
      guard let lastWidth, lastWidth != width else { return }
      widthChanged?()
    }
  }
#endif
