#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  extension LayoutInsets {
    /// The core's insets for UIKit's (the core cannot name `UIEdgeInsets`).
    package init(_ insets: UIEdgeInsets) {
      self.init(top: insets.top, left: insets.left, bottom: insets.bottom, right: insets.right)
    }

    /// UIKit's insets for the core's.
    package var edgeInsets: UIEdgeInsets {
      UIEdgeInsets(top: top, left: left, bottom: bottom, right: right)
    }
  }
#endif
