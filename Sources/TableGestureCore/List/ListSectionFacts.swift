/// What a collection view's layout says about one section, read by the host (the kit from the
/// compositional layout and its list configuration; the simulated list from its sections), for
/// ``ListGate`` to decide whether the section's items may be swiped.
///
/// Facts only: the gate decides. A table host gives none (``SwipeHost/swipeListSection(_:)``
/// answers `nil`): every table section is a list.
@_spi(Headless) public struct ListSectionFacts: Sendable, Hashable {
  /// The app's own answer for the section (`collectionView(_:sectionIsList:)` on the swipe
  /// delegate), or `nil` when it does not say.
  public var appSaysList: Bool?
  /// Whether the section is laid out by a list configuration
  /// (`NSCollectionLayoutSection.list(using:layoutEnvironment:)` or
  /// `UICollectionViewCompositionalLayout.list(using:)`).
  public var isListSection: Bool
  /// Whether the collection view scrolls vertically (the layout's scroll direction).
  public var scrollsVertically: Bool
  /// Whether the section scrolls on its own across the main axis
  /// (`orthogonalScrollingBehavior` is not `.none`).
  public var scrollsOrthogonally: Bool
  /// How many items sit side by side in a row of the section (1 for a list; more for a grid).
  public var columns: Int
  /// Whether the section's first item is its header row
  /// (`UICollectionLayoutListConfiguration.headerMode == .firstItemInSection`).
  public var headerIsFirstItem: Bool
  /// The list's appearance (decides the corners of the buttons' clip).
  public var appearance: ListAppearance

  /// Creates the facts; each argument sets the property of the same name. The defaults are a
  /// plain vertical list section.
  public init(
    appSaysList: Bool? = nil, isListSection: Bool = true, scrollsVertically: Bool = true,
    scrollsOrthogonally: Bool = false, columns: Int = 1, headerIsFirstItem: Bool = false,
    appearance: ListAppearance = .plain
  ) {
    self.appSaysList = appSaysList
    self.isListSection = isListSection
    self.scrollsVertically = scrollsVertically
    self.scrollsOrthogonally = scrollsOrthogonally
    self.columns = columns
    self.headerIsFirstItem = headerIsFirstItem
    self.appearance = appearance
  }
}

/// A list's appearance, as `UICollectionLayoutListConfiguration.Appearance` names it.
@_spi(Headless) public enum ListAppearance: String, Sendable, Hashable, CaseIterable {
  /// `.plain`: full-width rows, square corners.
  case plain
  /// `.grouped`: full-width rows in groups, square corners.
  case grouped
  /// `.insetGrouped`: inset groups whose first and last rows have rounded outer corners.
  case insetGrouped
  /// `.sidebar`.
  case sidebar
  /// `.sidebarPlain`.
  case sidebarPlain
}
