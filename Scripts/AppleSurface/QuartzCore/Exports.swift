// Core Animation, as far as this library uses it (nothing yet). Apple's QuartzCore re-exports
// Foundation; add one file per class here (e.g. `CALayer.swift`) when the skin needs it.
@_exported import Foundation
