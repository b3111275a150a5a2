// expect-error: ambiguous use of 'register(_:forCellReuseIdentifier:)'
// as: skin
// Planted error: UITableView has two `register(_:forCellReuseIdentifier:)` overloads, a cell
// class and a nib, both optional, so `nil` matches both (iPhoneOS16.5.sdk UITableView.h:478-479);
// the model once declared only the class one, so `register(nil, …)` passed.
#if canImport(UIKit)
  import UIKit

  @MainActor func registerNothing(in table: UITableView) {
    table.register(nil, forCellReuseIdentifier: "cell")
  }
#endif
