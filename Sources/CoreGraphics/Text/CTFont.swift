// swift-format-ignore-file: AlwaysUseLowerCamelCase

import Foundation

/// A Core Foundation string as iOS code passes one (`"Helvetica" as CFString`): on Linux, a Swift
/// `String`.
public typealias CFString = String

/// A Core Text font reference, as `import UIKit` brings it on iOS (`CTFontCreateWithName`), for
/// the code that hands one to `CATextLayer.font`. It carries the name and size it was made with;
/// Reel has no Core Text, so a name is matched to an installed family when the text is drawn, by
/// Pango and fontconfig, as `UIFont(name:size:)` is.
public final class CTFont: @unchecked Sendable {
    /// The name the font was created with (a PostScript or family name).
    public let name: String
    /// The point size.
    public let size: CGFloat
    /// The font matrix (identity unless one was given).
    public let matrix: CGAffineTransform

    init(name: String, size: CGFloat, matrix: CGAffineTransform) {
        self.name = name
        self.size = size
        self.matrix = matrix
    }
}

/// `CTFontCreateWithName(_:_:_:)`: a font of `name` at `size` points (0 means 12, Core Text's
/// default), with `matrix` or the identity.
public func CTFontCreateWithName(
    _ name: CFString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?
) -> CTFont {
    CTFont(name: name, size: size == 0 ? 12 : size, matrix: matrix?.pointee ?? .identity)
}

/// The point size of `font`.
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.size }

/// The name `font` was created with, as `CTFontCopyPostScriptName` returns it.
public func CTFontCopyPostScriptName(_ font: CTFont) -> CFString { font.name }

/// The family name of `font`: the name it was created with (fontconfig resolves it).
public func CTFontCopyFamilyName(_ font: CTFont) -> CFString { font.name }
