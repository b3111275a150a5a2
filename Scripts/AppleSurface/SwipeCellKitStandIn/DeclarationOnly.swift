// A stand-in for SwipeCellKit 2.7.1 (github.com/SwipeCellKit/SwipeCellKit, commit 6d632bd,
// `Source/`), compiled as a module named `SwipeCellKit` so that ../ClashFixture/ can import it next
// to TableGestureKit. It declares every public type of that release by its exact name (one file
// per SwipeCellKit source file, same names, labels, types and defaults); members are declared as
// far as they are public and their types exist in the Apple model (`SwipeAction.backgroundEffect`,
// a `UIVisualEffect`, and the cells' accessibility overrides are left out). It is built in Swift 5
// mode, as SwipeCellKit's manifest (tools 5.0) builds it. Nothing here runs.

/// The body of every declaration in this stand-in.
@usableFromInline
func declarationOnly() -> Never {
  fatalError("Declaration-only stand-in for SwipeCellKit; it is type-checked, never run.")
}
