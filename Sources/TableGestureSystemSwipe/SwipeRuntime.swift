#if canImport(UIKit)
  import ObjectiveC
  import UIKit

  /// Checked reads of private instance variables.
  ///
  /// Key-value coding raises an Objective-C exception (which Swift cannot catch) for a key the
  /// object does not have, so every read first checks that the class has the instance variable
  /// and lets key-value coding reach it. Not testable on Linux.
  @MainActor
  enum SwipeRuntime {
    /// Whether `objectClass` (or a superclass) declares the instance variable `name`.
    static func hasIvar(_ name: String, in objectClass: AnyClass) -> Bool {
      name.withCString { class_getInstanceVariable(objectClass, $0) != nil }
    }

    /// The instance variable `name` of `object` through key-value coding, or `nil` when the
    /// class has no such variable or does not let key-value coding read it.
    static func readIvar(_ name: String, of object: NSObject) -> Any? {
      guard hasIvar(name, in: type(of: object)), type(of: object).accessInstanceVariablesDirectly
      else { return nil }
      return object.value(forKey: name)
    }
  }
#endif
