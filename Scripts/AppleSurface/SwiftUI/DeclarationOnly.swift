/// The body of every modelled Apple API in this stub module.
///
/// The model exists only to be type-checked against; nothing in it is ever run, so every body
/// ends here instead of imitating Apple's behaviour.
@usableFromInline
func declarationOnly() -> Never {
  fatalError("Declaration-only model of an Apple API; it is type-checked, never run.")
}
