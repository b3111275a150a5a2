// https://developer.apple.com/documentation/quartzcore/catransaction
open class CATransaction: NSObject {
  // https://developer.apple.com/documentation/quartzcore/catransaction/begin()
  @objc open class func begin() { declarationOnly() }

  // https://developer.apple.com/documentation/quartzcore/catransaction/commit()
  @objc open class func commit() { declarationOnly() }

  // https://developer.apple.com/documentation/quartzcore/catransaction/setdisableactions(_:)
  @objc open class func setDisableActions(_ flag: Bool) { declarationOnly() }

  // https://developer.apple.com/documentation/quartzcore/catransaction/flush()
  // (used by the iOS test of the leaving fill, device review r5, R5-1)
  @objc open class func flush() { declarationOnly() }
}
