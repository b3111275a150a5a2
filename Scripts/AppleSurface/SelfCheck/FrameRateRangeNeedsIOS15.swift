// expect-error: 'CAFrameRateRange' is only available in iOS 15.0 or newer
// as: skin
// Planted error: `CAFrameRateRange` is iOS 15.0 and later (its page; iPhoneOS16.5.sdk
// CAFrameRateRange.h:16), like the display link's `preferredFrameRateRange`; the model once
// declared the struct without availability, so building a range outside `if #available` passed.
#if canImport(UIKit)
  import QuartzCore

  func displayRange() -> Float {
    let range = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
    _ = range
    return 120
  }
#endif
