// https://developer.apple.com/documentation/foundation/indexpath
public struct IndexPath: Sendable {
  // https://developer.apple.com/documentation/foundation/indexpath/element
  public typealias Element = Int

  // https://developer.apple.com/documentation/foundation/indexpath/index
  public typealias Index = Array<Int>.Index

  // https://developer.apple.com/documentation/foundation/indexpath/init()
  public init() { declarationOnly() }

  // https://developer.apple.com/documentation/foundation/indexpath/init(index:)
  public init(index: IndexPath.Element) { declarationOnly() }

  // https://developer.apple.com/documentation/foundation/indexpath/init(indexes:)-7auqk
  public init(indexes: [IndexPath.Element]) { declarationOnly() }

  // https://developer.apple.com/documentation/foundation/indexpath/init(indexes:)-55we8
  public init<ElementSequence>(indexes: ElementSequence)
  where ElementSequence: Sequence, ElementSequence.Element == Int {
    declarationOnly()
  }
}

// https://developer.apple.com/documentation/foundation/indexpath
extension IndexPath: RandomAccessCollection, MutableCollection {
  // https://developer.apple.com/documentation/foundation/indexpath/startindex
  public var startIndex: IndexPath.Index { declarationOnly() }

  // https://developer.apple.com/documentation/foundation/indexpath/endindex
  public var endIndex: IndexPath.Index { declarationOnly() }

  // https://developer.apple.com/documentation/foundation/indexpath/count
  public var count: Int { declarationOnly() }

  // https://developer.apple.com/documentation/foundation/indexpath/index(after:)
  public func index(after i: IndexPath.Index) -> IndexPath.Index { declarationOnly() }

  // https://developer.apple.com/documentation/foundation/indexpath/index(before:)
  public func index(before i: IndexPath.Index) -> IndexPath.Index { declarationOnly() }

  // https://developer.apple.com/documentation/foundation/indexpath/subscript(_:)-6p6ul
  public subscript(index: IndexPath.Index) -> IndexPath.Element {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/foundation/indexpath/subscript(_:)-4pgu1
  public subscript(range: Range<IndexPath.Index>) -> IndexPath {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

// https://developer.apple.com/documentation/foundation/indexpath/init(arrayliteral:)
extension IndexPath: ExpressibleByArrayLiteral {
  public init(arrayLiteral indexes: IndexPath.Element...) { declarationOnly() }
}

// https://developer.apple.com/documentation/foundation/indexpath
extension IndexPath: Hashable, Comparable {
  // https://developer.apple.com/documentation/foundation/indexpath/==(_:_:)
  public static func == (lhs: IndexPath, rhs: IndexPath) -> Bool { declarationOnly() }

  // https://developer.apple.com/documentation/foundation/indexpath/<(_:_:)
  public static func < (lhs: IndexPath, rhs: IndexPath) -> Bool { declarationOnly() }

  // https://developer.apple.com/documentation/foundation/indexpath/hash(into:)
  public func hash(into hasher: inout Hasher) { declarationOnly() }
}

// https://developer.apple.com/documentation/foundation/indexpath/description
extension IndexPath: CustomStringConvertible, CustomDebugStringConvertible {
  public var description: String { declarationOnly() }
  public var debugDescription: String { declarationOnly() }
}

// https://developer.apple.com/documentation/foundation/indexpath/init(from:)
extension IndexPath: Codable {
  public init(from decoder: any Decoder) throws { declarationOnly() }
  public func encode(to encoder: any Encoder) throws { declarationOnly() }
}

// Bridging: an `IndexPath` passed to or returned from an Objective-C API is an `NSIndexPath`.
// https://developer.apple.com/documentation/foundation/nsindexpath
extension IndexPath: _ObjectiveCBridgeable {
  public func _bridgeToObjectiveC() -> NSIndexPath { declarationOnly() }

  public static func _forceBridgeFromObjectiveC(_ source: NSIndexPath, result: inout IndexPath?) {
    declarationOnly()
  }

  public static func _conditionallyBridgeFromObjectiveC(
    _ source: NSIndexPath, result: inout IndexPath?
  ) -> Bool {
    declarationOnly()
  }

  public static func _unconditionallyBridgeFromObjectiveC(_ source: NSIndexPath?) -> IndexPath {
    declarationOnly()
  }
}
