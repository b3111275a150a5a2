#if canImport(UIKit)
  import UIKit

  /// A view that only listens to the layout of the view it sits in: zero height, as wide as that
  /// view and resized with it, never hit-tested, not an accessibility element. The swipe's
  /// sentinels (``SwipeTableSentinel``, ``SwipeCellContentSentinel``) subclass it and forward
  /// what their `layoutSubviews` sees, asking nothing.
  ///
  /// Not testable on Linux (UIKit).
  class SwipeSentinelView: UIView {
    /// A sentinel at `frame` (its height is 0), resized with its superview's width.
    override init(frame: CGRect) {
      super.init(frame: frame)
      autoresizingMask = [.flexibleWidth]
      isUserInteractionEnabled = false
      isAccessibilityElement = false
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }
  }
#endif
