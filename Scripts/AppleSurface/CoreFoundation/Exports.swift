// Core Foundation, as far as `import Foundation` brings Core Graphics' types on iOS: the C
// geometry structs of ../CAppleSurface/CFCGTypes.h and the Swift `CGFloat` struct (in this folder),
// none of Core Graphics' Swift overlay. Apple's SDKs keep the `CGFloat` struct in Core
// Foundation's overlay (https://developer.apple.com/documentation/corefoundation/cgfloat-swift.struct).
@_exported import CAppleSurface.CoreFoundation
