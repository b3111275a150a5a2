// expect-error: no such module 'UIKit'
// as: core
// Planted error: the core is pure Swift; UIKit does not exist for it, as on Linux.
import UIKit
