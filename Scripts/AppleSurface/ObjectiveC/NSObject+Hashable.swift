// https://developer.apple.com/documentation/objectivec/nsobject
// ("Conforms To: … Equatable, Hashable": the ObjectiveC overlay bases both on `isEqual(_:)` and
// `hash`.) Declared here as the overlay declares it, on the class from the C part of the model
// (the clang module `ObjectiveC`, which this overlay extends).
extension NSObject: Equatable, Hashable {
  // https://developer.apple.com/documentation/objectivec/nsobject/==(_:_:)
  public static func == (lhs: NSObject, rhs: NSObject) -> Bool { declarationOnly() }

  // https://developer.apple.com/documentation/objectivec/nsobject/hash(into:)
  public func hash(into hasher: inout Hasher) { declarationOnly() }
}
