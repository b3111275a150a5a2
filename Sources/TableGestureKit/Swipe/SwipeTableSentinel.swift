#if canImport(UIKit)
  import UIKit

  /// A zero-height subview the swipe helper puts in the table to hear what happens to the table's
  /// view: its size (the sentinel has a flexible width, so a rotation or a window resize resizes
  /// it with the table — "When a view's bounds change, that view automatically resizes its
  /// subviews according to each subview's autoresizing mask", Apple's `autoresizingMask` page —
  /// and it is laid out in the pass that follows) and its window (`didMoveToWindow()`). It
  /// forwards both without judging them; the engine decides
  /// (`SwipeController.tableSizeDidChange(from:to:)`, `tableWindowDidChange(isInWindow:)`;
  /// device review r4, N6, N7). Invisible and untouchable.
  ///
  /// Not testable on Linux (UIKit); `SimulatedTable`'s size and window observers model it.
  final class SwipeTableSentinel: SwipeSentinelView {
    /// Hears the table's width at each layout of the sentinel (the old one first; `nil` before
    /// the first).
    var sizeChanged: ((_ old: CGSize?, _ new: CGSize) -> Void)?
    /// Hears whether the table is in a window, each time that changes.
    var windowChanged: ((_ isInWindow: Bool) -> Void)?
    private var lastSize: CGSize?

    /// Made for `table` (a table or a collection view): as wide as it, at its top, resized with
    /// it.
    init(in table: UIScrollView) {
      super.init(frame: CGRect(x: 0, y: 0, width: table.bounds.width, height: 0))
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    /// Runs inside the table's layout pass: forwards the table's size, asking nothing else.
    override func layoutSubviews() {
      super.layoutSubviews()
      let size = superview?.bounds.size ?? bounds.size
      let old = lastSize
      lastSize = size
      sizeChanged?(old, size)
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      windowChanged?(window != nil)
    }
  }
#endif
