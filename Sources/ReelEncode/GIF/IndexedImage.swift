import CImageQuant
import Foundation

/// A palette and the image's pixels as indices into it.
struct IndexedImage {
    /// Straight-alpha colours; at most 256. Entries with alpha < 128 are transparent.
    var palette: [RGBA8]
    /// One palette index per pixel, rows packed.
    var indices: [UInt8]
}
