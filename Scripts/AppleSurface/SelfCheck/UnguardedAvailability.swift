// expect-error: 'Duration' is only available in iOS 16.0 or newer
// as: skin
// Planted error: an API introduced after the package's deployment target (iOS 15) used without
// `if #available`. The check compiles for iOS 15, so the standard library's availability
// (`Duration`, like `Regex`, is iOS 16) is enforced as in Xcode (it once compiled for Linux, where
// the compiler ignores iOS availability and every such use passed).
#if canImport(UIKit)
  func pause() -> Duration {
    .seconds(1)
  }
#endif
