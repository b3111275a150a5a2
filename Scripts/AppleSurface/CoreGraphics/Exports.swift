// The Swift overlay of Core Graphics: re-exports the C declarations in
// ../CAppleSurface/CGGeometry.h and adds the Swift-only API in this folder.
//
// On Apple platforms the Swift `CGFloat` struct lives in CoreFoundation; this toolchain's importer
// maps the C `CGFloat` typedef onto a Swift `CGFloat` found in a module named `CoreGraphics`, so
// the model keeps it here. Client code never names the module, so nothing observable differs.
@_exported import CAppleSurface.CoreGraphics
