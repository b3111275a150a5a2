// expect-error: value of type 'IndexPath' has no member 'row'
// as: core
// Planted error: `IndexPath.row` comes from UIKit, which the core cannot see.
import Foundation

func row(of path: IndexPath) -> Int {
  path.row
}
