// PlaygroundSupport, as far as the Playground uses it (`PlaygroundPage`, `PlaygroundLiveViewable`).
// Add one file per type here when a page needs more. Apple's module imports UIKit.
@_exported import UIKit
