// Darwin, as far as the code uses it: the C library functions of ../CAppleSurface/Darwin.h. On iOS
// `import Foundation` brings Darwin; the model's Foundation re-exports this module. (The check
// targets iOS, so the toolchain's Linux C library, Glibc, is not available: code that calls a C
// function the model does not declare fails here, as code calling a Linux-only one fails in Xcode.)
@_exported import CAppleSurface.Darwin
