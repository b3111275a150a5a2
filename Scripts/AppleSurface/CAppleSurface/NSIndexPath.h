// Foundation's Objective-C classes that Swift value types bridge to.
#ifndef APPLE_SURFACE_NSINDEXPATH_H
#define APPLE_SURFACE_NSINDEXPATH_H

#include "NSObject.h"

// https://developer.apple.com/documentation/foundation/nsindexpath
// Declared only as the bridging partner of `IndexPath`; no members are used.
@interface NSIndexPath : NSObject
@end

#endif
