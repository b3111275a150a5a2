/// When the host checks the table for UIKit's own swipe again (``SwipeSystemSwipeConflict``):
/// the check asks the app's data source (`numberOfSections`, `numberOfRows(inSection:)`,
/// `tableView(_:canEditRowAt:)`), so at a touch it runs only when the table's data source or
/// delegate is another object than at the last check, or when the last check could not know
/// (``SwipeSystemSwipeConflict/isKnown``: no row to ask yet). Device review r5, R5-5.
///
/// A data source or delegate is held weakly, and one that went away since the check never counts
/// as the same as an object made later at its address.
@_spi(Headless) public struct SwipeSystemSwipeConflictWatch {
  private var dataSource = Seen()
  private var delegate = Seen()
  private var checkedOnce = false
  private var lastWasKnown = false

  /// No check yet: the first touch checks.
  public init() {}

  /// Whether to check again for a touch on a table with this data source and delegate.
  public func needsCheck(dataSource: AnyObject?, delegate: AnyObject?) -> Bool {
    !checkedOnce || !lastWasKnown || !self.dataSource.isStill(dataSource)
      || !self.delegate.isStill(delegate)
  }

  /// Records a check of the table with this data source and delegate, and what it found.
  public mutating func checked(
    _ conflict: SwipeSystemSwipeConflict, dataSource: AnyObject?, delegate: AnyObject?
  ) {
    checkedOnce = true
    lastWasKnown = conflict.isKnown
    self.dataSource = Seen(dataSource)
    self.delegate = Seen(delegate)
  }

  /// An object seen at a check, held weakly, and whether there was one.
  private struct Seen {
    weak var object: AnyObject?
    var wasSet = false

    init(_ object: AnyObject? = nil) {
      self.object = object
      wasSet = object != nil
    }

    /// Whether `current` is what was seen: the same live object, or none then and now.
    func isStill(_ current: AnyObject?) -> Bool {
      guard let current else { return !wasSet }
      return object === current
    }
  }
}
