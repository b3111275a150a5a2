@_spi(Headless) import TableGestureCore
import Testing

@_spi(Headless) @testable import TableGestureSystemSwipeCore

@Suite("SystemSwipeButtonsStatus")
struct SystemSwipeButtonsStatusTests {
  /// iOS 15–18: everything present, no dynamic class.
  private let classicDevice = SystemSwipeButtonsFacts(
    customiserInstalled: true, pullViewClassFound: true, layoutHookInstalled: true,
    buttonClassStoresWidth: true,
    dynamicPullViewClassFound: false, appRequestsCompatibleDesign: false)

  private func status(_ change: (inout SystemSwipeButtonsFacts) -> Void) -> SystemSwipeButtonsStatus
  {
    var facts = classicDevice
    change(&facts)
    return SystemSwipeButtonsStatus(facts: facts)
  }

  @Test("iOS 15–18: active, and certain before any swipe")
  func classicActive() {
    let answer = SystemSwipeButtonsStatus(facts: classicDevice)
    #expect(answer.isActive)
    #expect(answer.isCertain)
    #expect(answer.unavailability == nil)
  }

  @Test("not switched on: not active and certain, whatever the device")
  func notInstalled() {
    let answer = status { $0.customiserInstalled = false }
    #expect(answer == SystemSwipeButtonsStatus(unavailability: .notInstalled, isCertain: true))
    #expect(answer.description.contains("SwipeButtonCustomization.install()"))
  }

  @Test("no pull view class")
  func classMissing() {
    let answer = status { $0.pullViewClassFound = false }
    #expect(
      answer == SystemSwipeButtonsStatus(unavailability: .pullViewClassMissing, isCertain: true))
  }

  @Test("hook not installed")
  func hookMissing() {
    let answer = status { $0.layoutHookInstalled = false }
    #expect(
      answer == SystemSwipeButtonsStatus(unavailability: .layoutHookNotInstalled, isCertain: true))
  }

  @Test("button class without width storage")
  func storageMissing() {
    let answer = status { $0.buttonClassStoresWidth = false }
    #expect(
      answer
        == SystemSwipeButtonsStatus(unavailability: .buttonWidthStorageMissing, isCertain: true))
  }

  @Test("iOS 26 without the opt-out: not active, expected until the first swipe")
  func ios26Default() {
    let answer = status { $0.dynamicPullViewClassFound = true }
    #expect(answer == SystemSwipeButtonsStatus(unavailability: .dynamicPullView, isCertain: false))
    #expect(!answer.isActive)
  }

  @Test("iOS 26 with the opt-out: active, expected until the first swipe")
  func ios26OptOut() {
    let answer = status {
      $0.dynamicPullViewClassFound = true
      $0.appRequestsCompatibleDesign = true
    }
    #expect(answer == SystemSwipeButtonsStatus(unavailability: nil, isCertain: false))
  }

  @Test("a swipe on the classic pull view settles it as active, even without the opt-out")
  func seenClassic() {
    let answer = status {
      $0.dynamicPullViewClassFound = true
      $0.lastSeenPullView = .classic
    }
    #expect(answer == SystemSwipeButtonsStatus(unavailability: nil, isCertain: true))
  }

  @Test("a swipe on the dynamic pull view settles it as not active, even with the opt-out")
  func seenDynamic() {
    let answer = status {
      $0.dynamicPullViewClassFound = true
      $0.appRequestsCompatibleDesign = true
      $0.lastSeenPullView = .dynamic
    }
    #expect(answer == SystemSwipeButtonsStatus(unavailability: .dynamicPullView, isCertain: true))
  }

  @Test("the order of the checks: the first that applies wins")
  func order() {
    var facts = SystemSwipeButtonsFacts(
      customiserInstalled: false, pullViewClassFound: false, layoutHookInstalled: false,
      buttonClassStoresWidth: false,
      dynamicPullViewClassFound: true, appRequestsCompatibleDesign: false,
      lastSeenPullView: .dynamic)
    #expect(SystemSwipeButtonsStatus(facts: facts).unavailability == .notInstalled)
    facts.customiserInstalled = true
    #expect(SystemSwipeButtonsStatus(facts: facts).unavailability == .dynamicPullView)
    #expect(SystemSwipeButtonsStatus(facts: facts).isCertain)
    facts.lastSeenPullView = nil
    #expect(SystemSwipeButtonsStatus(facts: facts).unavailability == .pullViewClassMissing)
    facts.pullViewClassFound = true
    #expect(SystemSwipeButtonsStatus(facts: facts).unavailability == .layoutHookNotInstalled)
    facts.layoutHookInstalled = true
    #expect(SystemSwipeButtonsStatus(facts: facts).unavailability == .buttonWidthStorageMissing)
    facts.buttonClassStoresWidth = true
    #expect(SystemSwipeButtonsStatus(facts: facts).unavailability == .dynamicPullView)
    #expect(!SystemSwipeButtonsStatus(facts: facts).isCertain)
    facts.lastSeenPullView = .classic
    #expect(SystemSwipeButtonsStatus(facts: facts).isActive)
  }

  @Test("every status has its own sentence, hedged when not certain")
  func descriptions() {
    var sentences: Set<String> = []
    for certain in [false, true] {
      for reason in SystemSwipeButtonsStatus.Unavailability.allCases.map(Optional.some) + [nil] {
        let text = SystemSwipeButtonsStatus(unavailability: reason, isCertain: certain).description
        #expect(!text.contains("\n"))
        #expect(text.contains("expected") != certain)
        sentences.insert(text)
      }
    }
    #expect(sentences.count == 2 * (SystemSwipeButtonsStatus.Unavailability.allCases.count + 1))
    let dynamic = SystemSwipeButtonsStatus(unavailability: .dynamicPullView, isCertain: true)
    #expect(dynamic.description.contains("UIDesignRequiresCompatibility"))
    #expect(dynamic.description.contains("own swipe engine"))
  }
}
