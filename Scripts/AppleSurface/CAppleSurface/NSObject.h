// The Objective-C root types. Only what the library uses is declared.
#ifndef APPLE_SURFACE_NSOBJECT_H
#define APPLE_SURFACE_NSOBJECT_H

// https://developer.apple.com/documentation/objectivec/nsobjectprotocol
@protocol NSObject
// https://developer.apple.com/documentation/objectivec/nsobjectprotocol/responds(to:)
// (`BOOL` is C `bool` on 64-bit iOS; imported as Swift `Bool`.)
- (_Bool)respondsToSelector:(SEL _Nonnull)aSelector;
@end

// https://developer.apple.com/documentation/objectivec/nsobject-swift.class
__attribute__((objc_root_class))
@interface NSObject <NSObject>
// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/init()
- (nonnull instancetype)init;
@end

#endif
