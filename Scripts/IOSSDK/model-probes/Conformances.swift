import UIKit

// Conformances, overrides and closures as an app writes them: a missing requirement, a closure
// that must be `@Sendable`, an override of a member that is not `open`.
final class DragDelegate: NSObject, UITableViewDragDelegate {}
final class DataSource: NSObject, UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
}
final class EmptyDataSource: NSObject, UITableViewDataSource {}
final class Delegate: NSObject, UITableViewDelegate, UIGestureRecognizerDelegate, UIScrollViewDelegate {}
final class Cell: UITableViewCell {
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
  required init?(coder: NSCoder) { nil }
  override func layoutSubviews() { super.layoutSubviews() }
  override var isHighlighted: Bool { didSet {} }
  override func sizeThatFits(_ size: CGSize) -> CGSize { size }
}
final class Table: UITableView {
  override func reloadData() {}
  override var contentOffset: CGPoint { didSet {} }
}
final class Source: UITableViewDiffableDataSource<Int, String> {
  override func apply(_ snapshot: NSDiffableDataSourceSnapshot<Int, String>, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {}
}
// Closures handed to APIs: which must be @Sendable.
final class Box { var n = 0 }
@MainActor func probeClosures(view: UIView, ds: UITableViewDiffableDataSource<Int, String>, vc: UIViewController) {
  let box = Box()
  RunLoop.main.perform { box.n += 1 }
  _ = view.observe(\.frame) { _, _ in box.n += 1 }
  UIView.animate(withDuration: 1, animations: { box.n += 1 }, completion: { _ in box.n += 1 })
  ds.apply(NSDiffableDataSourceSnapshot<Int, String>(), animatingDifferences: true) { box.n += 1 }
  vc.present(vc, animated: true) { box.n += 1 }
  _ = UIContextualAction(style: .normal, title: nil) { _, _, done in box.n += 1; done(true) }
  _ = UIAccessibilityCustomAction(name: "n") { _ in box.n += 1; return true }
  _ = UIGraphicsImageRenderer(bounds: .zero).image { _ in box.n += 1 }
}
// Initializers the SDK makes unavailable.
@MainActor func probeUnavailableInit() { _ = UIDragItem() }
// A drag delegate written as Xcode expects it: must be accepted by both.
final class FullDragDelegate: NSObject, UITableViewDragDelegate {
  func tableView(
    _ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
  ) -> [UIDragItem] { [] }
}
