extension IndexPath {
  // https://developer.apple.com/documentation/foundation/indexpath/append(_:)-7qv6f
  public mutating func append(_ other: IndexPath.Element) { declarationOnly() }
}
