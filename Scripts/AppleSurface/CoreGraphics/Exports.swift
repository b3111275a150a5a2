// The Swift overlay of Core Graphics: re-exports Core Foundation's geometry types (../CoreFoundation)
// and the C declarations of ../CAppleSurface/CGPath.h and CGContext.h, and adds the Swift-only API
// in this folder (`.zero`, `minY`, `init(x:y:width:height:)`, `Equatable`, …). Code that uses that
// API imports CoreGraphics (or UIKit, which re-exports it); `import Foundation` alone does not
// bring it on iOS (../SelfCheck/FoundationWithoutCoreGraphics.swift).
@_exported import CAppleSurface.CoreGraphics
@_exported import CoreFoundation
