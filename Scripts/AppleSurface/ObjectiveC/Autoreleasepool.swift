// https://developer.apple.com/documentation/objectivec/autoreleasepool(invoking:)
public func autoreleasepool<E, Result>(
  invoking body: () throws(E) -> Result
) throws(E) -> Result where E: Error, Result: ~Copyable {
  declarationOnly()
}
