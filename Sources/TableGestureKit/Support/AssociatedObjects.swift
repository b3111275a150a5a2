#if canImport(UIKit)
  import Foundation
  import ObjectiveC
  @_spi(Headless) import TableGestureCore

  /// A typed slot for storing one value on any `NSObject`, such as a table view, through
  /// Objective-C associated objects. The object keeps the value alive (a strong reference).
  /// `package`: the kit and the system-button customiser share it.
  ///
  /// Declare each key once, as a `static let`, and use it from the main actor:
  /// ```swift
  /// extension UITableView {
  ///   private static let dragableKey = AssociatedKey<Bool>()
  ///   var storedDragable: Bool {
  ///     get { Self.dragableKey.get(from: self) ?? false }
  ///     set { Self.dragableKey.set(newValue, on: self) }
  ///   }
  /// }
  /// ```
  /// The key's identity is one byte from `malloc(1)`, never freed: keys live as long as the
  /// process, and a fresh allocation can never collide with another key. Values of any type are
  /// stored in a private box, so value types and class references behave the same. Reading a key
  /// that was never set, or was set to `nil`, gives `nil`.
  package struct AssociatedKey<Value>: Sendable {
    private let identity = AssociationIdentity()

    /// Creates a key distinct from every other key.
    package init() {}

    /// The value stored on `object` under this key, or `nil` when there is none.
    @MainActor
    package func get(from object: NSObject) -> Value? {
      let box = objc_getAssociatedObject(object, identity.pointer) as? StrongBox<Value>
      return box?.value
    }

    /// Stores `value` on `object` under this key, replacing any earlier value; `nil` removes it.
    @MainActor
    package func set(_ value: Value?, on object: NSObject) {
      let box = value.map { StrongBox($0) }
      objc_setAssociatedObject(object, identity.pointer, box, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }

  /// A typed slot for a weak reference stored on any `NSObject`, for a `weak` delegate.
  ///
  /// Works like `AssociatedKey`, but the object does not keep the referenced value alive: once it
  /// is deallocated, `get(from:)` gives `nil`. `Referent` may be a class or a class-bound protocol
  /// such as `any DragableTableDelegate`.
  package struct WeakAssociatedKey<Referent>: Sendable {
    private let identity = AssociationIdentity()

    /// Creates a key distinct from every other key.
    package init() {}

    /// The referenced object stored on `object` under this key, or `nil` when there is none or it
    /// has been deallocated.
    @MainActor
    package func get(from object: NSObject) -> Referent? {
      let box = objc_getAssociatedObject(object, identity.pointer) as? WeakBox
      return box?.referent as? Referent
    }

    /// Stores a weak reference to `referent` on `object` under this key; `nil` removes it.
    ///
    /// Meant for class types and class-bound protocols. A value-type `Referent` has no identity to
    /// refer to weakly: it reads back as `nil`.
    @MainActor
    package func set(_ referent: Referent?, on object: NSObject) {
      let box = referent.map { WeakBox($0 as AnyObject) }
      objc_setAssociatedObject(object, identity.pointer, box, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }

  /// The address that identifies one key: one byte from `malloc`, kept as an integer so that keys
  /// are plain `Sendable` values. The byte is never read, written or freed.
  private struct AssociationIdentity: Sendable {
    private let address = UInt(bitPattern: malloc(1)!)

    var pointer: UnsafeRawPointer { UnsafeRawPointer(bitPattern: address)! }
  }

  /// Holds a stored value, so that values of any type can be associated with an object.
  private final class StrongBox<Value> {
    let value: Value

    init(_ value: Value) {
      self.value = value
    }
  }

  /// Holds a weak reference to a stored object.
  private final class WeakBox {
    weak var referent: AnyObject?

    init(_ referent: AnyObject) {
      self.referent = referent
    }
  }
#endif
