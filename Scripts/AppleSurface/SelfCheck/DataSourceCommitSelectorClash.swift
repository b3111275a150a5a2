// expect-error: Objective-C method 'tableView:commitEditingStyle:forRowAtIndexPath:' provided by method 'commit(_:style:row:)' conflicts
// as: skin
// Planted error: a data source method that takes UIKit's commit selector under another Swift
// signature clashes with the protocol's optional requirement, as in Xcode (an iOS test once did
// this; the model, which did not declare the requirement, let it through).
import UIKit

@MainActor
final class Source: NSObject, UITableViewDataSource {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    UITableViewCell(style: .default, reuseIdentifier: nil)
  }
  @objc(tableView:commitEditingStyle:forRowAtIndexPath:)
  func commit(_ tableView: UITableView, style: Int, row: IndexPath) {}
}
