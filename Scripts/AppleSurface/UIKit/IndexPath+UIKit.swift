// Table and collection addressing that UIKit adds to Foundation's `IndexPath`. The core must not
// use these (it does not import UIKit); the skin may.

extension IndexPath {
  // https://developer.apple.com/documentation/foundation/indexpath/init(row:section:)
  public init(row: Int, section: Int) { declarationOnly() }

  // https://developer.apple.com/documentation/foundation/indexpath/row
  public var row: Int {
    get { declarationOnly() }
    set { declarationOnly() }
  }

  // https://developer.apple.com/documentation/foundation/indexpath/section-8h7wo
  public var section: Int {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}

extension IndexPath {
  // https://developer.apple.com/documentation/foundation/indexpath/init(item:section:)
  public init(item: Int, section: Int) { declarationOnly() }

  // https://developer.apple.com/documentation/foundation/indexpath/item
  public var item: Int {
    get { declarationOnly() }
    set { declarationOnly() }
  }
}
