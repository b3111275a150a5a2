import UIKit
import QuartzCore
import os

// Every modelled API used on the main actor without an availability guard (the target is iOS
// 15): each use of an API introduced later must fail under both.
@MainActor func probeAvailability(
  view: UIView, table: UITableView, cell: UITableViewCell, label: UILabel, gr: UIGestureRecognizer,
  pan: UIPanGestureRecognizer, link: CADisplayLink, layer: CALayer, image: UIImage, color: UIColor,
  ds: UITableViewDiffableDataSource<Int, String>, ip: IndexPath, vc: UIViewController,
  action: UIContextualAction, config: UISwipeActionsConfiguration, touch: UITouch, sw: UISwitch,
  iv: UIImageView, ctx: UIGraphicsImageRendererContext, rowAction: UITableViewRowAction
) {
  _ = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
  link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: nil)
  link.add(to: .main, forMode: .common)
  link.invalidate()
  link.isPaused = true
  _ = link.timestamp
  _ = Logger(subsystem: "a", category: "b")
  pan.allowedScrollTypesMask = .all
  _ = pan.translation(in: view)
  _ = pan.velocity(in: nil)
  _ = UIColor.systemGray3
  _ = UIColor.systemIndigo
  _ = UIColor.systemRed
  _ = UIColor.systemBlue
  _ = UIColor.systemOrange
  _ = UIColor.white
  _ = UIColor.clear
  _ = UIColor(named: "x")
  _ = UIColor(red: 1, green: 1, blue: 1, alpha: 1)
  _ = UIColor(patternImage: image)
  let gen = UIImpactFeedbackGenerator(style: .rigid)
  _ = UIImpactFeedbackGenerator(style: .soft)
  gen.impactOccurred(intensity: 0.5)
  gen.prepare()
  UISelectionFeedbackGenerator().selectionChanged()
  _ = UIImage(systemName: "trash")
  _ = image.size
  _ = UITableView.Style.insetGrouped
  _ = UITableView(frame: .zero, style: .plain)
  _ = UIAccessibilityCustomAction(name: "n") { _ in true }
  _ = UIContextMenuConfiguration.self
  var snap = NSDiffableDataSourceSnapshot<Int, String>()
  snap.appendSections([0])
  snap.appendItems(["a"], toSection: 0)
  snap.insertItems(["b"], beforeItem: "a")
  snap.deleteItems(["b"])
  snap.reloadItems(["a"])
  _ = snap.sectionIdentifiers
  _ = snap.itemIdentifiers(inSection: 0)
  ds.apply(snap, animatingDifferences: true, completion: nil)
  _ = ds.snapshot()
  _ = ds.itemIdentifier(for: ip)
  _ = ds.indexPath(for: "a")
  _ = UITableViewDiffableDataSource<Int, String>(tableView: table) { _, _, _ in nil }
  _ = table.dragDelegate
  _ = table.isEditing
  _ = table.rowHeight
  table.reloadData()
  table.beginUpdates()
  table.endUpdates()
  table.deleteRows(at: [ip], with: .automatic)
  _ = table.numberOfSections
  _ = table.numberOfRows(inSection: 0)
  _ = table.rect(forSection: 0)
  _ = table.rectForHeader(inSection: 0)
  _ = table.rectForFooter(inSection: 0)
  _ = table.rectForRow(at: ip)
  _ = table.indexPathForRow(at: .zero)
  _ = table.indexPath(for: cell)
  _ = table.cellForRow(at: ip)
  _ = table.visibleCells
  table.moveRow(at: ip, to: ip)
  table.register(UITableViewCell.self, forCellReuseIdentifier: "c")
  _ = table.dequeueReusableCell(withIdentifier: "c", for: ip)
  _ = table.dataSource
  _ = table.delegate
  _ = table.contentOffset
  _ = table.contentSize
  _ = table.adjustedContentInset
  _ = table.isScrollEnabled
  _ = table.panGestureRecognizer
  _ = view.safeAreaInsets
  _ = view.effectiveUserInterfaceLayoutDirection
  _ = view.insetsLayoutMarginsFromSafeArea
  _ = view.preservesSuperviewLayoutMargins
  _ = view.layoutMargins
  _ = view.autoresizingMask
  _ = view.semanticContentAttribute
  view.setNeedsLayout()
  view.layoutIfNeeded()
  _ = view.sizeThatFits(.zero)
  view.insertSubview(view, belowSubview: view)
  UIView.animate(withDuration: 1, delay: 0, options: [.allowUserInteraction, .beginFromCurrentState], animations: {}, completion: nil)
  UIView.animate(withDuration: 1, animations: {}, completion: nil)
  _ = view.drawHierarchy(in: .zero, afterScreenUpdates: false)
  view.layoutSubviews()
  _ = view.contentMode
  _ = view.tintColor
  _ = view.isUserInteractionEnabled
  _ = view.backgroundColor
  _ = view.subviews
  _ = view.superview
  _ = view.bounds
  _ = view.frame
  _ = view.center
  _ = view.transform
  _ = view.isHidden
  _ = view.clipsToBounds
  _ = view.layer
  _ = view.window
  view.bringSubviewToFront(view)
  view.removeFromSuperview()
  _ = view.snapshotView(afterScreenUpdates: false)
  _ = view.gestureRecognizers
  view.addGestureRecognizer(gr)
  view.removeGestureRecognizer(gr)
  _ = view.alpha
  view.addSubview(view)
  _ = UIView()
  _ = UIView(frame: .zero)
  _ = cell.contentView
  _ = cell.backgroundView
  _ = cell.selectedBackgroundView
  _ = cell.isHighlighted
  _ = cell.accessoryView
  _ = cell.textLabel
  _ = UITableViewCell(style: .default, reuseIdentifier: nil)
  _ = label.numberOfLines
  _ = label.adjustsFontSizeToFitWidth
  _ = label.minimumScaleFactor
  _ = label.text
  _ = label.textColor
  _ = label.font
  _ = label.textAlignment
  _ = gr.state
  _ = gr.delegate
  _ = gr.isEnabled
  _ = gr.view
  _ = gr.location(in: nil)
  _ = gr.cancelsTouchesInView
  gr.addTarget(view, action: #selector(UIView.layoutSubviews))
  _ = UILongPressGestureRecognizer(target: nil, action: nil).minimumPressDuration
  _ = UITapGestureRecognizer(target: nil, action: nil)
  _ = layer.shadowPath
  _ = layer.shadowOpacity
  _ = layer.shadowRadius
  _ = layer.shadowOffset
  _ = layer.cornerRadius
  layer.render(in: ctx.cgContext)
  _ = UIGraphicsImageRenderer(bounds: .zero).image { _ in }
  _ = UIBezierPath(roundedRect: .zero, cornerRadius: 1).cgPath
  _ = UIFont.systemFont(ofSize: 1)
  _ = UIFont.systemFont(ofSize: 1, weight: .medium)
  _ = UIFontMetrics(forTextStyle: .body).scaledValue(for: 1)
  _ = ("x" as NSString).size(withAttributes: [.font: UIFont.systemFont(ofSize: 1)])
  UIAccessibility.post(notification: .announcement, argument: nil)
  _ = UIAccessibility.isReduceMotionEnabled
  _ = view.accessibilityCustomActions
  _ = view.isAccessibilityElement
  _ = action.style
  _ = action.handler
  _ = action.title
  _ = action.backgroundColor
  _ = action.image
  _ = UIContextualAction(style: .destructive, title: nil) { _, _, done in done(true) }
  _ = config.actions
  _ = config.performsFirstActionWithFullSwipe
  _ = UISwipeActionsConfiguration(actions: [action])
  _ = touch.location(in: nil)
  _ = sw.isOn
  _ = UISwitch(frame: .zero)
  sw.addTarget(nil, action: #selector(UIView.layoutSubviews), for: .valueChanged)
  _ = iv.image
  _ = UIImageView(image: nil)
  _ = UIImageView(frame: .zero)
  _ = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
  _ = vc.popoverPresentationController?.sourceView
  _ = vc.popoverPresentationController?.sourceRect
  vc.present(vc, animated: true, completion: nil)
  _ = UIEdgeInsets.zero
  _ = IndexPath(row: 0, section: 0).row
  _ = ip.section
  _ = rowAction.title
  _ = rowAction.backgroundColor
  _ = UITableViewRowAction(style: .destructive, title: nil) { _, _ in }
  _ = UIButton.self
  _ = UIWindow.self
  _ = UIPresentationController.self
  _ = UIResponder.self
  _ = UIControl.self
  _ = Bundle.main.object(forInfoDictionaryKey: "x")
  RunLoop.main.perform {}
  _ = NSClassFromString("x")
  _ = NSSelectorFromString("x")
  _ = view.observe(\.frame, options: [.new, .old]) { _, change in _ = change.newValue; _ = change.oldValue }
  _ = UIView.accessInstanceVariablesDirectly
  _ = view.value(forKey: "x")
  view.setValue(nil, forKey: "x")
  _ = view.description
  _ = CGAffineTransform.identity
  _ = CGAffineTransform(scaleX: 1, y: 1)
  _ = CGRect(x: 0, y: 0, width: 1, height: 1).minX
  _ = CGPoint(x: 1, y: 1) == .zero
  _ = CGSize(width: 1, height: 1) == .zero
  autoreleasepool { }
}
