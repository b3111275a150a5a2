// The main dispatch queue, as far as the swipe skin uses it (see "Known differences" 22 in
// ../README.md: Apple declares it in Dispatch, which Foundation re-exports).

// https://developer.apple.com/documentation/dispatch/dispatchqueue
public final class DispatchQueue: @unchecked Sendable {
  // https://developer.apple.com/documentation/dispatch/dispatchqueue/main
  public class var main: DispatchQueue { declarationOnly() }

  // https://developer.apple.com/documentation/dispatch/dispatchqueue/async(execute:)-(()->void)
  // (Apple's overload has `group:`, `qos:` and `flags:` parameters with defaults before
  // `execute:`; callers that pass only the block, as the library does, see the same call)
  public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
    declarationOnly()
  }
}
