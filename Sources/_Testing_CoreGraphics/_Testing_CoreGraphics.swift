// Swift Testing's toolchain on Linux declares a cross-import overlay for `Testing` with `CoreGraphics`
// (Testing.swiftcrossimport/CoreGraphics.swiftoverlay), which names this module: without it, a test
// file importing both Testing and Reel's `CoreGraphics` fails with "no such module '_Testing_CoreGraphics'".
// On Apple platforms the overlay adds image attachments; Reel's has nothing to add, so the
// module is intentionally empty. It is part of the `CoreGraphics` product so that users' test suites
// find it too.
