@_spi(Headless) import TableGestureCore
import Testing

@_spi(Headless) @testable import TableGestureSystemSwipeCore

@Suite("SystemSwipeButtonsSwitch")
struct SystemSwipeButtonsSwitchTests {
  @Test("off until installed: reading it installs nothing")
  func readingInstallsNothing() {
    let customiser = SystemSwipeButtonsSwitch()
    for _ in 0..<3 {
      #expect(!customiser.isOn)
      #expect(!customiser.layoutHookInstalled)
    }
    #expect(customiser.state == .off)
    #expect(!SystemSwipeButtonsStatus(facts: facts(of: customiser)).isActive)
  }

  @Test("a custom style while off installs nothing and is reported once")
  func customLookWhileOff() {
    var customiser = SystemSwipeButtonsSwitch()
    let answers = [.default, .circular, .customView, .circular, .default].map {
      customiser.shouldReportCustomLook($0)
    }
    #expect(answers == [false, true, false, false, false])
    #expect(customiser.state == .off)
  }

  @Test("install runs the installer once and keeps its outcome")
  func installOnce() {
    var customiser = SystemSwipeButtonsSwitch()
    var runs = 0
    let first = customiser.install {
      runs += 1
      return true
    }
    let second = customiser.install {
      runs += 1
      return false
    }
    #expect(first)
    #expect(second)
    #expect(runs == 1)
    #expect(customiser.state == .on(layoutHookInstalled: true))
    #expect(customiser.layoutHookInstalled)
  }

  @Test("a failed installation is on, without the hook, and is not retried")
  func failedInstall() {
    var customiser = SystemSwipeButtonsSwitch()
    var runs = 0
    let installer = {
      runs += 1
      return false
    }
    let first = customiser.install(using: installer)
    let second = customiser.install(using: installer)
    #expect(!first)
    #expect(!second)
    #expect(runs == 1)
    #expect(customiser.isOn)
    #expect(!customiser.layoutHookInstalled)
    #expect(
      SystemSwipeButtonsStatus(facts: facts(of: customiser)).unavailability
        == .layoutHookNotInstalled)
  }

  @Test("once on, a custom style is not reported as off")
  func noReportWhenOn() {
    var customiser = SystemSwipeButtonsSwitch()
    customiser.install { true }
    let reported = customiser.shouldReportCustomLook(.circular)
    #expect(!reported)
    #expect(SystemSwipeButtonsStatus(facts: facts(of: customiser)).isActive)
  }

  @Test("the log line names the product, the call and the engine")
  func message() {
    let text = SystemSwipeButtonsSwitch.customLookWhileOffMessage
    #expect(text.contains("TableGestureSystemSwipe"))
    #expect(text.contains("SwipeButtonCustomization.install()"))
    #expect(text.contains("SwipeableActionsConfiguration(_:)"))
  }

  /// An iOS 15–18 device, as the customiser's `status` sees it with this switch.
  private func facts(of customiser: SystemSwipeButtonsSwitch) -> SystemSwipeButtonsFacts {
    SystemSwipeButtonsFacts(
      customiserInstalled: customiser.isOn, pullViewClassFound: true,
      layoutHookInstalled: customiser.layoutHookInstalled, buttonClassStoresWidth: true,
      dynamicPullViewClassFound: false, appRequestsCompatibleDesign: false)
  }
}
