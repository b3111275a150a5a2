// UIKit's umbrella header. Its C declarations live in ../CAppleSurface (UIGeometry.h) and its
// classes in the Swift stub module ../UIKit, which re-exports this module.
