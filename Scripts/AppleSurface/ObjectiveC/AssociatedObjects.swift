// swift-format-ignore-file: AlwaysUseLowerCamelCase, TypeNamesShouldBeCapitalized
// (Apple's C names are kept as Apple spells them.)
// Associated objects: storage attached to an object at run time.

// https://developer.apple.com/documentation/objectivec/objc_associationpolicy
public enum objc_AssociationPolicy: UInt, Sendable {
  // https://developer.apple.com/documentation/objectivec/objc_associationpolicy/objc_association_assign
  case OBJC_ASSOCIATION_ASSIGN = 0
  // https://developer.apple.com/documentation/objectivec/objc_associationpolicy/objc_association_retain_nonatomic
  case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
  // https://developer.apple.com/documentation/objectivec/objc_associationpolicy/objc_association_copy_nonatomic
  case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
  // https://developer.apple.com/documentation/objectivec/objc_associationpolicy/objc_association_retain
  case OBJC_ASSOCIATION_RETAIN = 769
  // https://developer.apple.com/documentation/objectivec/objc_associationpolicy/objc_association_copy
  case OBJC_ASSOCIATION_COPY = 771
}

// https://developer.apple.com/documentation/objectivec/objc_getassociatedobject(_:_:)
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
  declarationOnly()
}

// https://developer.apple.com/documentation/objectivec/objc_setassociatedobject(_:_:_:_:)
public func objc_setAssociatedObject(
  _ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy
) {
  declarationOnly()
}
