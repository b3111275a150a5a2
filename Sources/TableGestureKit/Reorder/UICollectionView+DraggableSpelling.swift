#if canImport(UIKit)
  import UIKit

  // The product's names are spelled `dragable`; the dictionary's `draggable` is a common typo.
  // These names do not compile: each turns the typo into a one-click fix-it to the real name,
  // as on the table (`UITableView+DraggableSpelling.swift`).

  extension UICollectionView {
    /// Spelled ``dragable``.
    @available(*, unavailable, renamed: "dragable")
    public var draggable: Bool {
      get { dragable }
      set { dragable = newValue }
    }

    /// Spelled ``dragableDelegate``.
    @available(*, unavailable, renamed: "dragableDelegate")
    public var draggableDelegate: (any DragableCollectionDelegate)? {
      get { dragableDelegate }
      set { dragableDelegate = newValue }
    }

    /// Spelled ``dragableOptions``.
    @available(*, unavailable, renamed: "dragableOptions")
    public var draggableOptions: DragableOptions {
      get { dragableOptions }
      set { dragableOptions = newValue }
    }
  }

  /// Spelled ``DragableCollectionDelegate``.
  @available(*, unavailable, renamed: "DragableCollectionDelegate")
  public typealias DraggableCollectionDelegate = DragableCollectionDelegate
#endif
