// An object's textual representation (the swipe engine names a colour it cannot decompose by it).
extension NSObject {
  // Declared by Apple on the NSObject protocol, which the NSObject class adopts; the model puts it
  // on the class, where every caller in this library reaches it.
  // https://developer.apple.com/documentation/objectivec/nsobjectprotocol/description
  @objc open var description: String { declarationOnly() }
}
