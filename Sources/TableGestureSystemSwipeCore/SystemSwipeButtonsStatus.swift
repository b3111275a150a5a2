@_spi(Headless) import TableGestureCore

/// Whether customised system swipe buttons are active on this device, and if not, why not.
///
/// Made from `SystemSwipeButtonsFacts`; the checks run in this order, the first that applies
/// wins:
/// 0. the app has not called `SwipeButtonCustomization.install()` → `.notInstalled`, certain
///    (nothing private is touched until it does);
/// 1. a dynamic pull view was seen laid out → unavailable (`.dynamicPullView`), certain;
/// 2. no `UISwipeActionPullView` → `.pullViewClassMissing`, certain;
/// 3. the layout hook is not installed → `.layoutHookNotInstalled`, certain;
/// 4. the button class cannot store a width → `.buttonWidthStorageMissing`, certain;
/// 5. a classic pull view was seen laid out → active, certain;
/// 6. the dynamic class exists (iOS 26 or later) and the app does not set
///    `UIDesignRequiresCompatibility` → `.dynamicPullView`, not certain (iOS picks the pull view
///    per process from the design switch, which also depends on the SDK the app was built with
///    and on the device; the first swipe settles it);
/// 7. otherwise → active; certain only when the dynamic class does not exist (iOS 15–18). With
///    the opt-out on iOS 26 it is expected, not certain: the iOS 27 SDK ignores the key.
public struct SystemSwipeButtonsStatus: Sendable, Hashable, CustomStringConvertible {
  /// Why customised system buttons are not active.
  public enum Unavailability: Sendable, Hashable, CaseIterable {
    /// The app has not switched the customiser on (`SwipeButtonCustomization.install()`).
    case notInstalled
    /// This system has no `UISwipeActionPullView`.
    case pullViewClassMissing
    /// The layout hook could not be installed (its method was not found or not added).
    case layoutHookNotInstalled
    /// The system buttons have no private width storage the library can write.
    case buttonWidthStorageMissing
    /// iOS 26's new design: rows use `UISwipeActionDynamicPullView`, whose buttons the library
    /// cannot change.
    case dynamicPullView
  }

  /// Why customised buttons are not active, or `nil` when they are.
  public let unavailability: Unavailability?
  /// Whether the answer is settled (a swipe was seen, or nothing on this system could change
  /// it) rather than expected from the facts known before the first swipe.
  public let isCertain: Bool

  /// Creates a status: active when `unavailability` is `nil`.
  @_spi(Headless) public init(unavailability: Unavailability?, isCertain: Bool) {
    self.unavailability = unavailability
    self.isCertain = isCertain
  }

  /// Decides from the facts, in the order given in the type's documentation.
  @_spi(Headless) public init(facts: SystemSwipeButtonsFacts) {
    if !facts.customiserInstalled {
      self.init(unavailability: .notInstalled, isCertain: true)
    } else if facts.lastSeenPullView == .dynamic {
      self.init(unavailability: .dynamicPullView, isCertain: true)
    } else if !facts.pullViewClassFound {
      self.init(unavailability: .pullViewClassMissing, isCertain: true)
    } else if !facts.layoutHookInstalled {
      self.init(unavailability: .layoutHookNotInstalled, isCertain: true)
    } else if !facts.buttonClassStoresWidth {
      self.init(unavailability: .buttonWidthStorageMissing, isCertain: true)
    } else if facts.lastSeenPullView == .classic {
      self.init(unavailability: nil, isCertain: true)
    } else if facts.dynamicPullViewClassFound && !facts.appRequestsCompatibleDesign {
      self.init(unavailability: .dynamicPullView, isCertain: false)
    } else {
      self.init(unavailability: nil, isCertain: !facts.dynamicPullViewClassFound)
    }
  }

  /// Whether rows with a non-`.default` style get the library's widths and looks.
  public var isActive: Bool { unavailability == nil }

  /// One sentence for a log or a debug screen. It names no private class or instance variable
  /// (this text ships in every app that links the core).
  public var description: String {
    let hedge = isCertain ? "" : " (expected; the first swipe confirms it)"
    guard let unavailability else {
      return "Custom system swipe buttons are active" + hedge + "."
    }
    let why: String
    switch unavailability {
    case .notInstalled:
      why =
        "the customiser is off (import TableGestureSystemSwipe and call "
        + "SwipeButtonCustomization.install() at launch)"
    case .pullViewClassMissing:
      why = "this system has no classic swipe pull view"
    case .layoutHookNotInstalled:
      why = "the layout hook could not be installed"
    case .buttonWidthStorageMissing:
      why = "the system buttons have no stored width the library can write"
    case .dynamicPullView:
      why =
        "rows use iOS 26's dynamic swipe pull view (the new design); set "
        + "UIDesignRequiresCompatibility = YES (ignored from the iOS 27 SDK on), or use the "
        + "library's own swipe engine"
    }
    return "Custom system swipe buttons are not active" + hedge + ": " + why + "."
  }
}
