@_exported import _ReelFoundation

// Foundation on Linux already defines `CGFloat`, `CGPoint`, `CGSize` and `CGRect`; this module
// adds the rest of Core Graphics' value types that iOS animation code names, over ReelCore's.
