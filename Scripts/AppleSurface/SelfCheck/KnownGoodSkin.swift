// expect: pass
// as: skin
// Known-good skin code: every modelled API used the way Apple declares it.
#if canImport(UIKit)
  import UIKit

  private let fadeKey = UInt(bitPattern: malloc(1)!)

  @MainActor
  final class FadingView: UIView {
    override init(frame: CGRect) {
      super.init(frame: frame)
      alpha = 0.5
    }

    required init?(coder: NSCoder) {
      super.init(coder: coder)
    }

    func adopt(_ child: UIView, at indexPath: IndexPath) {
      addSubview(child)
      let steps: Double = 4
      child.alpha = CGFloat(indexPath.row) / steps
      let key = UnsafeRawPointer(bitPattern: fadeKey)!
      objc_setAssociatedObject(self, key, indexPath.section, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      _ = objc_getAssociatedObject(self, key) as? Int
    }
  }

  @MainActor
  func layOut() -> CGFloat {
    let view = FadingView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    let path = IndexPath(row: 2, section: 0)
    view.adopt(UIView(frame: .zero), at: path)
    // Both designated initializers provided: the convenience `init()` is inherited, as in UIKit.
    view.adopt(FadingView(), at: path)
    let frame = CGRect(origin: CGPoint(x: 1, y: 2), size: CGSize(width: 3, height: 4))
    return frame.maxY - frame.minY + frame.midX + view.alpha
  }
#endif
