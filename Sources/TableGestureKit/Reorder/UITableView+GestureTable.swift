#if canImport(UIKit)
  import UIKit

  /// `UITableView` is the table the reorder engine drives. Every requirement but one is UIKit's
  /// own member; the conformance is main-actor isolated, like the table.
  extension UITableView: @MainActor GestureTable {
    /// `adjustedContentInset` (content inset plus safe area and bars) as the core's insets.
    public var layoutContentInsets: LayoutInsets { LayoutInsets(adjustedContentInset) }
  }
#endif
