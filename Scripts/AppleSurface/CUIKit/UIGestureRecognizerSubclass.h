// UIGestureRecognizerSubclass.h: in the SDK, a category on UIGestureRecognizer with the writable
// `state`, `reset`, `ignoreTouch:forEvent:` and the `touches…:withEvent:` methods. Objective-C
// categories cannot be declared here (no Objective-C on Linux), so the Swift stub declares them
// in ../UIKit/UIGestureRecognizer.swift, visible with plain `import UIKit`: the model
// accepts a subclass that forgets `import UIKit.UIGestureRecognizerSubclass` (Known differences 21
// in ../README.md).
