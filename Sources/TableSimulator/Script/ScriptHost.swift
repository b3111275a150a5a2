import Foundation
@_spi(Headless) import TableGestureCore

/// What a script's rows live in: a table (the default) or a collection-view list
/// (`"host": "list"` in the script's `table`, with its `style`).
@_spi(Headless) public enum ScriptHost: Equatable, Sendable {
  /// A `UITableView`: `SimulatedTable`, drag and swipe.
  case table
  /// A `UICollectionView` list of this style: `SimulatedList`, drag and swipe.
  case list(ScriptListStyle)

  /// The list's style, `nil` for a table.
  public var listStyle: ScriptListStyle? {
    if case .list(let style) = self { return style }
    return nil
  }
}

/// What a list's section is laid out as (`"kind"` in a section of a list script): a list section
/// (the default) or one of the layouts the engine leaves alone.
@_spi(Headless) public enum ScriptSectionKind: String, CaseIterable, Equatable, Sendable {
  /// A section of the list configuration: swiped.
  case list
  /// A list section whose first item is its header (`headerMode = .firstItemInSection`): its
  /// other items are swiped.
  case headerFirstItem
  /// A section that scrolls sideways (`orthogonalScrollingBehavior`): left alone.
  case orthogonal
  /// Items side by side, two to a row: left alone.
  case grid

  /// What the layout says of such a section of a list of `appearance`.
  public func facts(appearance: ListAppearance) -> ListSectionFacts {
    switch self {
    case .list: ListSectionFacts(appearance: appearance)
    case .headerFirstItem: ListSectionFacts(headerIsFirstItem: true, appearance: appearance)
    case .orthogonal:
      ListSectionFacts(isListSection: false, scrollsOrthogonally: true, appearance: appearance)
    case .grid: ListSectionFacts(isListSection: false, columns: 2, appearance: appearance)
    }
  }
}

/// The appearances of `UICollectionLayoutListConfiguration` a script may ask for.
@_spi(Headless) public enum ScriptListStyle: String, CaseIterable, Equatable, Sendable {
  case plain
  case grouped
  case insetGrouped

  /// The core's name for the appearance.
  public var appearance: ListAppearance {
    switch self {
    case .plain: .plain
    case .grouped: .grouped
    case .insetGrouped: .insetGrouped
    }
  }

  /// Every style's name, for an error line: `plain, grouped or insetGrouped`.
  static var names: String {
    let all = allCases.map(\.rawValue)
    return all.dropLast().joined(separator: ", ") + " or " + all[all.count - 1]
  }
}

extension SimulatedList {
  /// Lays the sections out as `sections` say (a list section, a header-row one, or one the
  /// engines leave alone), forgetting the kinds of any section before.
  func lay(out sections: [ScriptSection]) {
    sectionFacts = [:]
    for (index, section) in sections.enumerated() where section.kind != .list {
      sectionFacts[index] = section.kind.facts(appearance: appearance)
    }
  }
}
