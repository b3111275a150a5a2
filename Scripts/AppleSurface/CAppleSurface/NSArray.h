// Foundation's Objective-C class that a Swift type bridges to (or that UIKit extends).
#ifndef APPLE_SURFACE_NSARRAY_H
#define APPLE_SURFACE_NSARRAY_H

#include "NSObject.h"

// https://developer.apple.com/documentation/foundation/nsarray
// Declared only as a bridging partner or extension point; its members live in Swift files.
@interface NSArray : NSObject
@end

#endif
