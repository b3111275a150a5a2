// PlaygroundSupport, as far as the Playground uses it (nothing yet). Add one file per type here
// (e.g. `PlaygroundPage.swift`) when a page needs it. Apple's module imports UIKit.
@_exported import UIKit
