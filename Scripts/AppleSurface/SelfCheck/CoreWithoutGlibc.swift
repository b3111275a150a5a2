// expect-error: no such module 'Glibc'
// as: core
// Planted error: on iOS the C library is Darwin, which Foundation re-exports; Linux's Glibc does
// not exist. The model's Foundation once re-exported the toolchain's Glibc, so every Linux C
// function (and `import Glibc` itself) passed; it now re-exports a Darwin that declares only the
// C functions the code calls (../CAppleSurface/Darwin.h).
import Foundation
import Glibc

let page = getpagesize()
