@_exported import CoreGraphics
@_exported import Foundation
@_exported import QuartzCore
