#if canImport(UIKit)
  @_spi(Headless) import TableGestureCore
  import UIKit

  extension SwipeableOptions {
    /// The colour behind the buttons, seen in the gaps between them. Default `nil`: clear
    /// (the table's background shows). A dynamic colour such as `.systemGroupedBackground`
    /// follows light and dark mode.
    public var backgroundColor: UIColor? {
      get { background.map(UIColor.swipe) }
      set { background = newValue.map(SwipeColor.init(_:)) }
    }
  }

  extension SwipeColor {
    /// `color` as it is, read as clear when its alpha is 0.
    init(_ color: UIColor) {
      self = .object(
        SwipeColorObject(color, isClear: SwipeableActionCatalog.swipeColor(of: color).isClear))
    }
  }

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
      case .object(let object):
        return object.object as? UIColor ?? .systemGray3
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
