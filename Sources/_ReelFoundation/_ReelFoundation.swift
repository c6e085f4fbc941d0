// Foundation as Reel's `CoreGraphics`, `QuartzCore` and `UIKit` re-export it: Foundation itself,
// plus the current recording (`RecordingContext`) and the main queue's and `Timer`'s versions
// that run on its clock. Every path from those modules to Foundation runs through this one, so
// its `Timer` and `DispatchWorkItem` take precedence over Foundation's and Dispatch's in a file
// that imports any of them, unless the file imports Foundation or Dispatch itself
// (docs/swift.md, "The main queue and timers").
@_exported import Foundation
