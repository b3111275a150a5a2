import UIKit
import QuartzCore
import os

// A write to every modelled property: each get-only or `let` one must be rejected under both.
@MainActor func probeMutability(
  view: UIView, table: UITableView, cell: UITableViewCell, label: UILabel, gr: UIGestureRecognizer,
  pan: UIPanGestureRecognizer, link: CADisplayLink, layer: CALayer, image: UIImage,
  ip: IndexPath, vc: UIViewController, action: UIContextualAction,
  config: UISwipeActionsConfiguration, sw: UISwitch, iv: UIImageView,
  ctx: UIGraphicsImageRendererContext, rowAction: UITableViewRowAction, path: UIBezierPath,
  lp: UILongPressGestureRecognizer, pop: UIPopoverPresentationController,
  snap: NSDiffableDataSourceSnapshot<Int, String>, ca: UIAccessibilityCustomAction,
  change: NSKeyValueObservedChange<Int>
) {
  var ip = ip
  var snap = snap
  var change = change
  link.isPaused = link.isPaused
  link.timestamp = link.timestamp
  table.isEditing = table.isEditing
  table.rowHeight = table.rowHeight
  table.dragDelegate = table.dragDelegate
  table.numberOfSections = table.numberOfSections
  table.visibleCells = table.visibleCells
  table.dataSource = table.dataSource
  table.delegate = table.delegate
  table.contentOffset = table.contentOffset
  table.contentSize = table.contentSize
  table.adjustedContentInset = table.adjustedContentInset
  table.isScrollEnabled = table.isScrollEnabled
  table.panGestureRecognizer = table.panGestureRecognizer
  view.safeAreaInsets = view.safeAreaInsets
  view.effectiveUserInterfaceLayoutDirection = view.effectiveUserInterfaceLayoutDirection
  view.insetsLayoutMarginsFromSafeArea = view.insetsLayoutMarginsFromSafeArea
  view.preservesSuperviewLayoutMargins = view.preservesSuperviewLayoutMargins
  view.layoutMargins = view.layoutMargins
  view.autoresizingMask = view.autoresizingMask
  view.semanticContentAttribute = view.semanticContentAttribute
  view.contentMode = view.contentMode
  view.tintColor = view.tintColor
  view.isUserInteractionEnabled = view.isUserInteractionEnabled
  view.backgroundColor = view.backgroundColor
  view.subviews = view.subviews
  view.superview = view.superview
  view.bounds = view.bounds
  view.frame = view.frame
  view.center = view.center
  view.transform = view.transform
  view.isHidden = view.isHidden
  view.clipsToBounds = view.clipsToBounds
  view.layer = view.layer
  view.window = view.window
  view.gestureRecognizers = view.gestureRecognizers
  view.alpha = view.alpha
  view.accessibilityCustomActions = view.accessibilityCustomActions
  view.isAccessibilityElement = view.isAccessibilityElement
  view.description = view.description
  cell.contentView = cell.contentView
  cell.backgroundView = cell.backgroundView
  cell.selectedBackgroundView = cell.selectedBackgroundView
  cell.isHighlighted = cell.isHighlighted
  cell.accessoryView = cell.accessoryView
  cell.textLabel = cell.textLabel
  label.numberOfLines = label.numberOfLines
  label.adjustsFontSizeToFitWidth = label.adjustsFontSizeToFitWidth
  label.minimumScaleFactor = label.minimumScaleFactor
  label.text = label.text
  label.textColor = label.textColor
  label.font = label.font
  label.textAlignment = label.textAlignment
  gr.state = gr.state
  gr.delegate = gr.delegate
  gr.isEnabled = gr.isEnabled
  gr.view = gr.view
  gr.cancelsTouchesInView = gr.cancelsTouchesInView
  lp.minimumPressDuration = lp.minimumPressDuration
  layer.shadowPath = layer.shadowPath
  layer.shadowOpacity = layer.shadowOpacity
  layer.shadowRadius = layer.shadowRadius
  layer.shadowOffset = layer.shadowOffset
  layer.cornerRadius = layer.cornerRadius
  ctx.cgContext = ctx.cgContext
  path.cgPath = path.cgPath
  image.size = image.size
  action.style = action.style
  action.handler = action.handler
  action.title = action.title
  action.backgroundColor = action.backgroundColor
  action.image = action.image
  config.actions = config.actions
  config.performsFirstActionWithFullSwipe = config.performsFirstActionWithFullSwipe
  sw.isOn = sw.isOn
  iv.image = iv.image
  vc.popoverPresentationController = vc.popoverPresentationController
  pop.sourceView = pop.sourceView
  pop.sourceRect = pop.sourceRect
  ip.row = ip.row
  ip.section = ip.section
  ip.count = ip.count
  rowAction.title = rowAction.title
  rowAction.backgroundColor = rowAction.backgroundColor
  snap.sectionIdentifiers = snap.sectionIdentifiers
  ca.name = ca.name
  change.newValue = change.newValue
  change.oldValue = change.oldValue
  UIEdgeInsets.zero = UIEdgeInsets.zero
  CGPoint.zero = CGPoint.zero
  CGRect.zero = CGRect.zero
  CGSize.zero = CGSize.zero
  CGAffineTransform.identity = CGAffineTransform.identity
  UIColor.clear = UIColor.clear
  UIColor.systemGray3 = UIColor.systemGray3
  Bundle.main = Bundle.main
  RunLoop.main = RunLoop.main
  RunLoop.Mode.common = RunLoop.Mode.common
  UIAccessibility.isReduceMotionEnabled = UIAccessibility.isReduceMotionEnabled
  UIAccessibility.Notification.announcement = UIAccessibility.Notification.announcement
  UIFont.TextStyle.body = UIFont.TextStyle.body
  UIFont.Weight.medium = UIFont.Weight.medium
  NSAttributedString.Key.font = NSAttributedString.Key.font
  UIView.accessInstanceVariablesDirectly = UIView.accessInstanceVariablesDirectly
  var r = CGRect.zero
  r.minX = r.minX
  r.width = r.width
  var f = CGFloat(1)
  f.native = f.native
  _ = (snap, change, r, f, ip)
}
