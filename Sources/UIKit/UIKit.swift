@_exported import CoreGraphics
@_exported import _ReelFoundation
@_exported import QuartzCore
