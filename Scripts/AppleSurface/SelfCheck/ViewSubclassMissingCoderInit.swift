// expect-error: 'required' initializer 'init(coder:)' must be provided by subclass of 'UIView'
// as: skin
// A UIView subclass with its own designated initializer but no `init?(coder:)` does not compile in
// Xcode (UIView adopts NSCoding); the model must reject it too.
#if canImport(UIKit)
  import UIKit

  @MainActor
  final class BadgeView: UIView {
    let count: Int

    init(count: Int) {
      self.count = count
      super.init(frame: .zero)
    }
  }
#endif
