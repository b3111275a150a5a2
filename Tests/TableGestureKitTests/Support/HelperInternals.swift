#if canImport(UIKit)
  import QuartzCore
  @_spi(Headless) import TableGestureCore
  import UIKit
  @testable import TableGestureKit

  /// Reads the helper's private stored properties by name (`Mirror`), so the tests can watch the
  /// snapshot and the display link without the library exposing them. A renamed property makes
  /// these return `nil`, which fails the tests that use them rather than passing them silently.
  @MainActor
  enum HelperInternals {
    /// The lifted or settling snapshot view, if any (`DragableListHelper.snapshot`), on a table
    /// or a collection view.
    static func snapshot(of helper: NSObject) -> UIView? {
      Mirror(reflecting: helper).descendant("snapshot") as? UIView
    }

    /// The frame ticker's display link (`DragableHelper.displayLink.link`).
    static func displayLink(of helper: DragableHelper) -> CADisplayLink? {
      Mirror(reflecting: helper).descendant("displayLink", "link") as? CADisplayLink
    }
  }
#endif
