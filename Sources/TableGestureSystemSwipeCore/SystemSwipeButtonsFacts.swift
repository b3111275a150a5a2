@_spi(Headless) import TableGestureCore

/// What the skin found out about this device's private swipe views, gathered with checks only.
///
/// `SystemSwipeButtonsStatus(facts:)` turns these into the answer an app sees. The private
/// names behind each fact are listed in `Scripts/AppleSurface/PrivateSwipeSurface.md`.
public struct SystemSwipeButtonsFacts: Sendable, Hashable {
  /// Whether the app switched the customiser on (`SwipeButtonCustomization.install()`).
  public var customiserInstalled: Bool
  /// Whether the class `UISwipeActionPullView` exists.
  public var pullViewClassFound: Bool
  /// Whether the library's layout hook is installed on it.
  public var layoutHookInstalled: Bool
  /// Whether the button class `UISwipeActionStandardButton` exists, has the `_buttonWidth`
  /// instance variable and the `buttonWidth` getter, and lets key-value coding reach its
  /// instance variables.
  public var buttonClassStoresWidth: Bool
  /// Whether iOS 26's `UISwipeActionDynamicPullView` exists (it does from iOS 26 on).
  public var dynamicPullViewClassFound: Bool
  /// Whether the app's Info.plist sets `UIDesignRequiresCompatibility` to `YES`.
  public var appRequestsCompatibleDesign: Bool
  /// The pull view the hooks last saw laid out with a configuration that asks for a custom
  /// look, or `nil` before the first such swipe.
  public var lastSeenPullView: SwipePullViewKind?

  /// Creates the facts; each argument sets the property of the same name.
  @_spi(Headless) public init(
    customiserInstalled: Bool,
    pullViewClassFound: Bool,
    layoutHookInstalled: Bool,
    buttonClassStoresWidth: Bool,
    dynamicPullViewClassFound: Bool,
    appRequestsCompatibleDesign: Bool,
    lastSeenPullView: SwipePullViewKind? = nil
  ) {
    self.customiserInstalled = customiserInstalled
    self.pullViewClassFound = pullViewClassFound
    self.layoutHookInstalled = layoutHookInstalled
    self.buttonClassStoresWidth = buttonClassStoresWidth
    self.dynamicPullViewClassFound = dynamicPullViewClassFound
    self.appRequestsCompatibleDesign = appRequestsCompatibleDesign
    self.lastSeenPullView = lastSeenPullView
  }
}
