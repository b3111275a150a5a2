import UIKit
import QuartzCore
import os

// Each member read as the type the model declares (optionality included): any other type in
// the SDK is an error there.
@MainActor func probeTypes(
  view: UIView, table: UITableView, cell: UITableViewCell, label: UILabel, gr: UIGestureRecognizer,
  pan: UIPanGestureRecognizer, link: CADisplayLink, layer: CALayer, image: UIImage,
  ip: IndexPath, vc: UIViewController, action: UIContextualAction,
  config: UISwipeActionsConfiguration, sw: UISwitch, iv: UIImageView,
  ctx: UIGraphicsImageRendererContext, rowAction: UITableViewRowAction, path: UIBezierPath,
  lp: UILongPressGestureRecognizer, pop: UIPopoverPresentationController,
  snap: NSDiffableDataSourceSnapshot<Int, String>, ca: UIAccessibilityCustomAction,
  change: NSKeyValueObservedChange<Int>, ds: UITableViewDiffableDataSource<Int, String>,
  touch: UITouch, color: UIColor
) {
  let _: CFTimeInterval = link.timestamp
  let _: Bool = table.isEditing
  let _: CGFloat = table.rowHeight
  let _: (any UITableViewDragDelegate)? = table.dragDelegate
  let _: Int = table.numberOfSections
  let _: [UITableViewCell] = table.visibleCells
  let _: (any UITableViewDataSource)? = table.dataSource
  let _: (any UITableViewDelegate)? = table.delegate
  let _: CGPoint = table.contentOffset
  let _: CGSize = table.contentSize
  let _: UIEdgeInsets = table.adjustedContentInset
  let _: UIPanGestureRecognizer = table.panGestureRecognizer
  let _: Int = table.numberOfRows(inSection: 0)
  let _: CGRect = table.rect(forSection: 0)
  let _: CGRect = table.rectForHeader(inSection: 0)
  let _: CGRect = table.rectForFooter(inSection: 0)
  let _: CGRect = table.rectForRow(at: ip)
  let _: IndexPath? = table.indexPathForRow(at: .zero)
  let _: IndexPath? = table.indexPath(for: cell)
  let _: UITableViewCell? = table.cellForRow(at: ip)
  let _: UITableViewCell = table.dequeueReusableCell(withIdentifier: "c", for: ip)
  let _: UIEdgeInsets = view.safeAreaInsets
  let _: UIUserInterfaceLayoutDirection = view.effectiveUserInterfaceLayoutDirection
  let _: UIEdgeInsets = view.layoutMargins
  let _: UIView.AutoresizingMask = view.autoresizingMask
  let _: UISemanticContentAttribute = view.semanticContentAttribute
  let _: UIView.ContentMode = view.contentMode
  let _: UIColor = view.tintColor
  let _: UIColor? = view.tintColor
  let _: UIColor? = view.backgroundColor
  let _: [UIView] = view.subviews
  let _: UIView? = view.superview
  let _: CGAffineTransform = view.transform
  let _: CALayer = view.layer
  let _: UIWindow? = view.window
  let _: UIView? = view.snapshotView(afterScreenUpdates: false)
  let _: [UIGestureRecognizer]? = view.gestureRecognizers
  let _: CGFloat = view.alpha
  let _: [UIAccessibilityCustomAction]? = view.accessibilityCustomActions
  let _: String = view.description
  let _: CGSize = view.sizeThatFits(.zero)
  let _: Bool = view.drawHierarchy(in: .zero, afterScreenUpdates: false)
  let _: Any? = view.value(forKey: "k")
  let _: UIView = cell.contentView
  let _: UIView? = cell.backgroundView
  let _: UIView? = cell.selectedBackgroundView
  let _: UIView? = cell.accessoryView
  let _: UILabel? = cell.textLabel
  let _: Int = label.numberOfLines
  let _: CGFloat = label.minimumScaleFactor
  let _: String? = label.text
  let _: UIColor = label.textColor
  let _: UIFont = label.font
  let _: NSTextAlignment = label.textAlignment
  let _: UIGestureRecognizer.State = gr.state
  let _: (any UIGestureRecognizerDelegate)? = gr.delegate
  let _: UIView? = gr.view
  let _: CGPoint = gr.location(in: nil)
  let _: TimeInterval = lp.minimumPressDuration
  let _: CGPoint = pan.translation(in: nil)
  let _: CGPoint = pan.velocity(in: nil)
  let _: CGPath? = layer.shadowPath
  let _: Float = layer.shadowOpacity
  let _: CGFloat = layer.shadowRadius
  let _: CGSize = layer.shadowOffset
  let _: CGFloat = layer.cornerRadius
  let _: CGContext = ctx.cgContext
  let _: CGPath = path.cgPath
  let _: CGSize = image.size
  let _: UIContextualAction.Style = action.style
  let _: UIContextualAction.Handler = action.handler
  let _: String? = action.title
  let _: UIColor = action.backgroundColor
  let _: UIImage? = action.image
  let _: [UIContextualAction] = config.actions
  let _: Bool = config.performsFirstActionWithFullSwipe
  let _: UIImage? = iv.image
  let _: UIPopoverPresentationController? = vc.popoverPresentationController
  let _: UIView? = pop.sourceView
  let _: CGRect = pop.sourceRect
  let _: Int = ip.row
  let _: Int = ip.count
  let _: String? = rowAction.title
  let _: UIColor? = rowAction.backgroundColor
  let _: [Int] = snap.sectionIdentifiers
  let _: [String] = snap.itemIdentifiers(inSection: 0)
  let _: String = ca.name
  let _: Int? = change.newValue
  let _: Int? = change.oldValue
  let _: NSDiffableDataSourceSnapshot<Int, String> = ds.snapshot()
  let _: String? = ds.itemIdentifier(for: ip)
  let _: IndexPath? = ds.indexPath(for: "a")
  let _: CGPoint = touch.location(in: nil)
  let _: Bool = sw.isOn
  let _: UIColor? = UIColor(named: "x")
  let _: UIImage? = UIImage(systemName: "x")
  let _: CGFloat = UIFontMetrics(forTextStyle: .body).scaledValue(for: 1)
  let _: CGSize = ("x" as NSString).size(withAttributes: nil)
  let _: Bool = UIAccessibility.isReduceMotionEnabled
  let _: Bundle = Bundle.main
  let _: Any? = Bundle.main.object(forInfoDictionaryKey: "k")
  let _: RunLoop = RunLoop.main
  let _: AnyClass? = NSClassFromString("x")
  let _: Selector = NSSelectorFromString("x")
  let _: Bool = UIView.accessInstanceVariablesDirectly
  let _: UIImage = UIGraphicsImageRenderer(bounds: .zero).image { (_: UIGraphicsImageRendererContext) in }
  let _: UIColor = UIColor.systemGray3
  let _: UIFont = UIFont.systemFont(ofSize: 1, weight: .medium)
  let _: UIEdgeInsets = .zero
  let _: CGFloat = CGRect.zero.minY
  let _: Double = CGFloat(1).native
  let _: Bool = color.getRed(nil, green: nil, blue: nil, alpha: nil)
  let _: Any? = objc_getAssociatedObject(view, UnsafeRawPointer(bitPattern: 1)!)
  let _: Method? = class_getInstanceMethod(UIView.self, #selector(UIView.layoutSubviews))
  let _: Ivar? = class_getInstanceVariable(UIView.self, "x")
  let _: Bool = class_addMethod(UIView.self, #selector(UIView.layoutSubviews), method_getImplementation(class_getInstanceMethod(UIView.self, #selector(UIView.layoutSubviews))!), nil)
  let _: UnsafePointer<CChar>? = method_getTypeEncoding(class_getInstanceMethod(UIView.self, #selector(UIView.layoutSubviews))!)
  let _: Bool = view.responds(to: #selector(UIView.layoutSubviews))
  let _: UIAccessibilityCustomAction.Handler = { (_: UIAccessibilityCustomAction) -> Bool in true }
  let _: UITableViewDiffableDataSource<Int, String>.CellProvider = { (_: UITableView, _: IndexPath, _: String) -> UITableViewCell? in nil }
  let _: NSKeyValueObservation = view.observe(\.frame) { _, _ in }
  let _: Double = exp(1.0) + pow(2.0, 3.0) + sin(1.0) + cos(1.0) + floor(1.5)
  let _: UnsafeMutableRawPointer? = malloc(1)
  let _: Int = autoreleasepool { 1 }
}
