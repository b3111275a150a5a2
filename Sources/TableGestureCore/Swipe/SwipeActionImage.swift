/// The image of a swipe action, as a plain value the host resolves.
@_spi(Headless) public enum SwipeActionImage: Sendable, Hashable {
  /// An image the host loads by name (an asset or a system symbol name).
  case named(String)
  /// An opaque identifier the host maps to an image it holds.
  case token(Int)
}
