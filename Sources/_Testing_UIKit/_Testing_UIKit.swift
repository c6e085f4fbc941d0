// Swift Testing's toolchain on Linux declares a cross-import overlay for `Testing` with `UIKit`
// (Testing.swiftcrossimport/UIKit.swiftoverlay), which names this module: without it, a test
// file importing both Testing and Reel's `UIKit` fails with "no such module '_Testing_UIKit'".
// On Apple platforms the overlay adds image attachments; Reel's has nothing to add, so the
// module is intentionally empty. It is part of the `UIKit` product so that users' test suites
// find it too.
