#if canImport(UIKit)
  import QuartzCore
  @_spi(Headless) import TableGestureCore
  import UIKit

  /// What a display link drives: a gesture helper that needs one call per display frame.
  @MainActor
  package protocol FrameTickReceiver: AnyObject {
    /// One display frame.
    func displayLinkDidFire(_ link: CADisplayLink)
  }

  /// The display link's target: forwards each frame to a helper without keeping it alive.
  ///
  /// A `CADisplayLink` retains its target and the run loop retains the link, so a link that
  /// targeted the helper directly would keep the helper (and its table) alive until someone
  /// invalidated it. The proxy holds the helper weakly; a frame that finds it gone invalidates
  /// the link.
  @MainActor
  package final class DisplayLinkProxy: NSObject {
    package weak var receiver: (any FrameTickReceiver)?

    @objc package func displayLinkDidFire(_ link: CADisplayLink) {
      guard let receiver else {
        link.invalidate()
        return
      }
      receiver.displayLinkDidFire(link)
    }
  }

  /// The frame ticker: a display link on the main run loop in the common modes (so it keeps
  /// running while a scroll view tracks), created paused, and invalidated when released, so the
  /// helper that owns it needs no cleanup of its own.
  package final class FrameTicker {
    private let link: CADisplayLink

    package init(target: DisplayLinkProxy) {
      link = CADisplayLink(
        target: target, selector: #selector(DisplayLinkProxy.displayLinkDidFire(_:)))
      link.isPaused = true
      // ProMotion: ask for the display's full rate, so autoscroll runs at 120 Hz where the finger
      // does (apps also need `CADisableMinimumFrameDurationOnPhone` in Info.plist on iPhone).
      link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
      link.add(to: .main, forMode: .common)
    }

    /// Whether frames are delivered; created paused.
    package var isPaused: Bool {
      get { link.isPaused }
      set { link.isPaused = newValue }
    }

    /// Takes the link off the run loop for good.
    package func invalidate() {
      link.invalidate()
    }

    deinit {
      link.invalidate()
    }
  }
#endif
