// Foundation's Objective-C class that a Swift type bridges to (or that UIKit extends).
#ifndef APPLE_SURFACE_NSATTRIBUTEDSTRING_H
#define APPLE_SURFACE_NSATTRIBUTEDSTRING_H

#include "NSObject.h"

// https://developer.apple.com/documentation/foundation/nsattributedstring
// Declared only as a bridging partner or extension point; its members live in Swift files.
@interface NSAttributedString : NSObject
@end

#endif
