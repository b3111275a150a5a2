#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// What a collection view's layout shows of one section, turned into the facts `ListGate`
  /// judges: from the frames of its first two items (layout attributes, content coordinates),
  /// the view's bounds and content size, and the app's own answer. Public API has no way to ask
  /// a compositional layout which sections a list configuration lays out, or which scroll
  /// orthogonally (the section provider is the app's), so the frames tell:
  /// - a content size no wider than the view: it scrolls vertically;
  /// - a second item beside the first (its top above the first's bottom) past the content's
  ///   width: an orthogonal section; within it: a grid (two columns at least);
  /// - a first item past the content's width: an orthogonal section;
  /// - a first item at least half the view's width, one per row: a list section;
  /// - a first item narrower than the view, inset on both sides: inset-grouped (its first and
  ///   last rows have rounded outer corners); else plain (square corners).
  /// A section's first-item header row (`headerMode == .firstItemInSection`) cannot be told
  /// from its frames, nor from public API (a list configuration is not readable back from its
  /// layout): the app's `collectionView(_:sectionUsesFirstItemAsHeader:)` says so, and without
  /// it the header row swipes like any item.
  struct ListLayoutReading {
    /// The section's first item's frame, `nil` for an empty section.
    var first: CGRect?
    /// The section's second item's frame, `nil` when it has one item or none.
    var second: CGRect?
    /// The collection view's bounds.
    var bounds: CGRect
    /// The collection view's content size.
    var contentSize: CGSize
    /// The delegate's answer, if it gave one.
    var appSaysList: Bool?
    /// The delegate's answer to whether the section's first item is its header, if it gave one.
    var appSaysHeaderIsFirstItem: Bool?

    /// The facts for `ListGate`.
    var facts: ListSectionFacts {
      let width = bounds.width
      let vertical = contentSize.width <= width + 0.5
      var orthogonal = false
      var columns = 1
      if let first, let second, second.minY < first.maxY - 0.5 {
        if second.maxX > contentSize.width + 0.5 { orthogonal = true } else { columns = 2 }
      }
      if let first, first.maxX > contentSize.width + 0.5 { orthogonal = true }
      let wide = first.map { $0.width >= width / 2 } ?? true
      let inset = first.map { $0.minX > 0.5 && $0.maxX < width - 0.5 } ?? false
      return ListSectionFacts(
        appSaysList: appSaysList, isListSection: wide, scrollsVertically: vertical,
        scrollsOrthogonally: orthogonal, columns: columns,
        headerIsFirstItem: appSaysHeaderIsFirstItem ?? false,
        appearance: inset ? .insetGrouped : .plain)
    }
  }
#endif
