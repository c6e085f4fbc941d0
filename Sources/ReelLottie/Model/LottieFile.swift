import Foundation
import ReelScene

/// A Lottie (Bodymovin) file as it is written: canvas, frame rate and range, layers, assets
/// (images and precomps), fonts and glyphs. Decoded by ``LottieJSONDecoder``, after slots
/// are resolved (``LottieImport/resolveSlots(_:)``).
struct LottieFile: Decodable, Sendable {
    /// Frame rate (`fr`), in and out frames (`ip`, `op`), canvas size (`w`, `h`), name (`nm`).
    var fr: Double?
    var ip: Double?
    var op: Double?
    var w: Double?
    var h: Double?
    var nm: String?
    var layers: [LottieLayer]?
    var assets: [LottieAsset]?
    var fonts: Fonts?
    /// Glyph outlines (`chars`), for text drawn from the file's own font.
    var chars: [LottieGlyph]?
    /// Named frames and ranges (`markers`).
    var markers: [LottieMarker]?

    struct Fonts: Decodable, Sendable {
        var list: [LottieFont]?
    }

    /// Reads a parsed file.
    static func decode(_ value: JSONValue) -> LottieFile {
        // Every field is optional and read leniently: decoding cannot fail.
        (try? LottieJSONDecoder.decode(LottieFile.self, from: value)) ?? LottieFile()
    }

    init() {}
}

/// An asset (`assets[i]`): an image (`p`, in folder `u`, or a `data:` URL) or a precomp
/// (`layers`).
struct LottieAsset: Decodable, Sendable {
    var id: String?
    var w: Double?
    var h: Double?
    var p: Located<String>?
    var u: String?
    var layers: [LottieLayer]?
}

/// A font of the file (`fonts.list[i]`).
struct LottieFont: Decodable, Sendable {
    var fName: String?
    var fFamily: String?
    var fStyle: String?
    /// Ascent, per 100 units of size.
    var ascent: Double?
}

/// One character's outline (`chars[i]`): shapes at 100 units per em and its advance (`w`).
struct LottieGlyph: Decodable, Sendable {
    struct Outline: Decodable, Sendable {
        var shapes: [LottieShapeItem]?
    }

    var ch: String?
    var fFamily: String?
    var style: String?
    var w: Double?
    var data: Outline?
}

/// A marker (`markers[i]`): a name (`cm`, the comment After Effects exports, sometimes a JSON
/// object `{"name": …}`), a start frame (`tm`) and a length in frames (`dr`).
struct LottieMarker: Decodable, Sendable {
    var cm: String?
    var tm: Double?
    var dr: Double?

    /// The marker's name: `cm`, or its `name` member when `cm` holds a JSON object.
    var name: String? {
        guard let cm, !cm.isEmpty else { return nil }
        let trimmed = cm.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("{"), let object = try? JSONParser().parse(trimmed),
            let name = object["name"]?.stringValue, !name.isEmpty
        {
            return name
        }
        return cm
    }
}
