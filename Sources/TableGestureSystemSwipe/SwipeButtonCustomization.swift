#if canImport(UIKit)
  import ObjectiveC
  @_spi(Headless) import TableGestureCore
  @_spi(Headless) import TableGestureSystemSwipeCore
  import TableGestureKit
  import UIKit

  /// The switch for customised system swipe buttons, and the honest answer to "are they active
  /// on this device?".
  ///
  /// Nothing private is touched until the app calls `install()`, once, at launch (for example in
  /// `application(_:didFinishLaunchingWithOptions:)`), before any row is swiped. It puts a layout
  /// hook on the private `UISwipeActionPullView` (run the original layout, then apply the
  /// actions' widths and styles) and, where iOS 26's `UISwipeActionDynamicPullView` exists, a
  /// report-only hook on that class, which changes nothing and logs once that custom buttons are
  /// not available there. Setting a style and reading `status` install nothing; without
  /// `install()`, actions with a non-`.default` style keep the system's stock buttons and the first
  /// such style set logs one line.
  ///
  /// Where it works: iOS 15–18, and iOS 26 when the app sets `UIDesignRequiresCompatibility`
  /// to `YES` (which the system ignores from the iOS 27 SDK on). Everything private is looked up
  /// by name and checked before it is touched; anything missing leaves the buttons stock with
  /// one log line per kind of problem (subsystem `TableGestureKit`, category `SwipeButtons`).
  /// Not testable on Linux; the on switch's rules are the core's `SystemSwipeButtonsSwitch`.
  @MainActor
  public enum SwipeButtonCustomization {
    /// The pull view the hooks last saw laid out with a non-`.default` action, if any.
    static var lastSeenPullView: SwipePullViewKind?

    /// Switches the customiser on: installs the layout hooks, the first time it is called; later
    /// calls do nothing. Read `status` to learn whether custom system buttons are active.
    public static func install() {
      SystemSwipeButtonsSwitch.process.install(using: installHooks)
    }

    /// Whether customised system buttons are active on this device, and if not, why not.
    ///
    /// Reading it installs nothing: before `install()` the answer is `.notInstalled`. Before the
    /// first swipe of a row with a non-`.default` style the answer on iOS 26 is the expected one
    /// (`isCertain == false`): iOS chooses the pull view per process; once such a row has been
    /// swiped, the answer is what was seen.
    public static var status: SystemSwipeButtonsStatus {
      SystemSwipeButtonsStatus(facts: facts(of: SystemSwipeButtonsSwitch.process))
    }

    /// Records which pull view a swipe asking for a custom look used, and logs the status
    /// once if that means custom buttons are not active (the one report for iOS 26's dynamic
    /// pull view).
    static func recordSeen(_ kind: SwipePullViewKind) {
      guard lastSeenPullView != kind else { return }
      lastSeenPullView = kind
      SwipeLog.shared.report(status: status)
    }

    private static func installHooks() -> Bool {
      let installed = SwipeLayoutHook.install(
        on: SwipePrivateNames.pullViewClass,
        hook: #selector(UIView.tableGestureKitSwipeLayoutSubviews))
      if NSClassFromString(SwipePrivateNames.dynamicPullViewClass) != nil {
        _ = SwipeLayoutHook.install(
          on: SwipePrivateNames.dynamicPullViewClass,
          hook: #selector(UIView.tableGestureKitDynamicSwipeLayoutSubviews))
      }
      return installed
    }

    /// The facts about this device, found with class lookups and checks only.
    private static func facts(of customiser: SystemSwipeButtonsSwitch) -> SystemSwipeButtonsFacts {
      let compatibility = Bundle.main.object(
        forInfoDictionaryKey: SwipePrivateNames.designCompatibilityKey)
      return SystemSwipeButtonsFacts(
        customiserInstalled: customiser.isOn,
        pullViewClassFound: NSClassFromString(SwipePrivateNames.pullViewClass) != nil,
        layoutHookInstalled: customiser.layoutHookInstalled,
        buttonClassStoresWidth: standardButtonStoresWidth(),
        dynamicPullViewClassFound: NSClassFromString(SwipePrivateNames.dynamicPullViewClass)
          != nil,
        appRequestsCompatibleDesign: (compatibility as? Bool) == true,
        lastSeenPullView: lastSeenPullView)
    }

    /// Whether `UISwipeActionStandardButton` has `_buttonWidth`, lets key-value coding reach it
    /// and has the `buttonWidth` getter.
    private static func standardButtonStoresWidth() -> Bool {
      guard
        let buttonClass = NSClassFromString(SwipePrivateNames.standardButtonClass)
          as? NSObject.Type
      else { return false }
      return SwipeRuntime.hasIvar(SwipePrivateNames.buttonWidthIvar, in: buttonClass)
        && buttonClass.accessInstanceVariablesDirectly
        && class_getInstanceMethod(buttonClass, SwipePrivateNames.buttonWidthGetter) != nil
    }
  }
#endif
