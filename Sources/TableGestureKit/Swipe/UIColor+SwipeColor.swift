#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  extension UIColor {
    /// The UIKit colour for a core colour value: components as sRGB (clamped by UIKit), and the
    /// tokens the core uses by name (`systemRed`, `systemGray3`, `clear`); any other token is
    /// looked up as a named colour in the main bundle's asset catalog, else `systemGray3`.
    static func swipe(_ color: SwipeColor) -> UIColor {
      switch color {
      case .rgba(let red, let green, let blue, let alpha):
        return UIColor(red: red, green: green, blue: blue, alpha: alpha)
      case .token(let name):
        return named(swipeToken: name)
      }
    }

    private static func named(swipeToken name: String) -> UIColor {
      switch name {
      case "systemRed": return .systemRed
      case "systemGray3": return .systemGray3
      case "clear": return .clear
      default: return UIColor(named: name) ?? .systemGray3
      }
    }
  }
#endif
