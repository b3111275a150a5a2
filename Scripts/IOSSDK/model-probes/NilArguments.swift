import UIKit
import QuartzCore

// `nil` passed or assigned wherever the model's declaration is optional: where the SDK's is not,
// the SDK rejects the line.
@MainActor func probeNil(
  view: UIView, table: UITableView, cell: UITableViewCell, label: UILabel, gr: UIGestureRecognizer,
  layer: CALayer, iv: UIImageView, action: UIContextualAction, pop: UIPopoverPresentationController,
  rowAction: UITableViewRowAction, snap: NSDiffableDataSourceSnapshot<Int, String>
) {
  var snap = snap
  layer.shadowPath = nil
  view.backgroundColor = nil
  view.tintColor = nil
  view.gestureRecognizers = nil
  view.accessibilityCustomActions = nil
  label.text = nil
  label.textColor = nil
  label.font = nil
  iv.image = nil
  action.title = nil
  action.image = nil
  action.backgroundColor = nil
  pop.sourceView = nil
  cell.backgroundView = nil
  cell.selectedBackgroundView = nil
  cell.accessoryView = nil
  gr.delegate = nil
  table.delegate = nil
  table.dataSource = nil
  table.dragDelegate = nil
  rowAction.title = nil
  rowAction.backgroundColor = nil
  table.register(nil, forCellReuseIdentifier: "c")
  snap.appendItems(["a"], toSection: nil)
  _ = class_getInstanceMethod(nil, #selector(UIView.layoutSubviews))
  _ = class_getInstanceVariable(nil, "x")
  objc_setAssociatedObject(view, UnsafeRawPointer(bitPattern: 1)!, nil, .OBJC_ASSOCIATION_RETAIN)
  _ = UIGestureRecognizer(target: nil, action: nil)
  _ = UIView.animate(withDuration: 1, delay: 0, animations: {}, completion: nil)
  _ = snap
}
