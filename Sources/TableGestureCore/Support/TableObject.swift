/// The table object of one event's ``BorrowedTable``, reached without a retain: either the value
/// owns it (made from the host's weak reference, the object retained once for the event), or a
/// drag's ``TableHold`` keeps it alive and the value only points at it.
///
/// Every query goes through ``with(_:)``, which borrows the object: a strong reference stored in
/// the value would be retained and released around each query the compiler cannot prove safe,
/// and an `unowned(unsafe)` one around every use (Swift 6.3, `-O`); on Linux each of those goes
/// through the object's side table, as it is weakly referenced (Benchmarks/README.md).
@_spi(Headless) @frozen public struct TableObject<Base: AnyObject> {
  /// The owning reference, or `nil` for a value a hold keeps alive.
  @usableFromInline let owner: Base?
  /// The object, unretained.
  @usableFromInline let pointer: Unmanaged<Base>

  /// A value that keeps `base` alive.
  @inlinable public init(owning base: Base) {
    owner = base
    pointer = .passUnretained(base)
  }

  /// A value that points at an object something else keeps alive (a ``TableHold``, a local
  /// strong reference); valid only while it does.
  @inlinable init(borrowing pointer: Unmanaged<Base>) {
    owner = nil
    self.pointer = pointer
  }

  /// `body` on the object, borrowed for the call.
  @inlinable @inline(__always) public func with<Result>(_ body: (Base) -> Result) -> Result {
    pointer._withUnsafeGuaranteedRef(body)
  }

  /// The object, as a strong reference (retained where it is kept).
  @inlinable public var base: Base { pointer.takeUnretainedValue() }
}

/// A table held strongly for the length of a drag, or while a swiped row moves, so that those
/// events reach it without loading the host's weak reference (a load and a release each, through
/// the object's side table on Linux: about 143 instructions an event, Benchmarks/README.md).
///
/// The hold makes a cycle (the table owns its helper, which owns the hold) that lasts exactly as
/// long as the drag or the movement: ``ReorderDeviceHost`` takes it after the event that lifted a
/// row and lets it go after the event that ended the drag, ``SwipeDeviceHost`` takes it after the
/// call that set a row moving (the finger tracking it, or an animation) and lets it go after the
/// one that left it at rest; each time outside every call of the controller, so no event's table
/// outlives it. A table that leaves its window mid-drag ends the drag at the next display frame
/// (the frame ticks run through a drag), which lets it go; one that leaves it mid-swipe closes
/// its row at once (``SwipeController/tableWindowDidChange(isInWindow:)``), which lets it go.
@_spi(Headless) public struct TableHold<Base: AnyObject> {
  /// The strong reference; never read on an event's path.
  @usableFromInline var strong: Base?
  /// The held object, unretained; `nil` while nothing is held.
  @usableFromInline var pointer: Unmanaged<Base>?

  /// Nothing held.
  @inlinable public init() {}

  /// Holds `base`.
  @inlinable mutating func hold(_ base: Base) {
    pointer = .passUnretained(base)
    strong = base
  }

  /// Lets the held object go.
  @inlinable mutating func release() {
    pointer = nil
    strong = nil
  }
}
