import ReelScene

/// A text layer's text (`t`): its documents (`d`, keyframes of text documents), animators
/// (`a`) and path options (`p`), of which Reel draws the first document.
struct LottieTextData: Decodable, Sendable {
    struct Documents: Decodable, Sendable {
        var k: [Keyframe]?
        /// The slot id of the text (`sid`), which names its parameter.
        var sid: String?
    }

    /// A text document and the composition frame it starts at (`t`).
    struct Keyframe: Decodable, Sendable {
        var s: LottieTextDocument?
        var t: Double?
    }

    /// Path options: text on a path when they name a mask (`m`).
    struct PathOptions: Decodable, Sendable {
        var m: LottieIgnored?
    }

    /// More options (`m`): the grouping alignment (`a`, percent of a character's advance and
    /// of the line) that animators scale and turn characters about.
    struct MoreOptions: Decodable, Sendable {
        var a: LottieAnimatedValue?
    }

    var d: Located<Documents>?
    var a: Located<[LottieTextAnimator]>?
    var p: Located<PathOptions>?
    var m: MoreOptions?
    /// Where the text is in the file.
    var location: SourceLocation?

    private enum CodingKeys: String, CodingKey { case d, a, p, m }

    init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        d = try c.decodeIfPresent(Located<Documents>.self, forKey: .d)
        a = try c.decodeIfPresent(Located<[LottieTextAnimator]>.self, forKey: .a)
        m = try c.decodeIfPresent(MoreOptions.self, forKey: .m)
        p = try c.decodeIfPresent(Located<PathOptions>.self, forKey: .p)
        location = decoder.lottieSite.location
    }
}

/// One text document (`t.d.k[i].s`): the string and how it is set.
struct LottieTextDocument: Decodable, Sendable {
    /// The text; `\r` or `\u{3}` break lines.
    var t: String?
    /// Font size (`s`) and the font's name in `fonts.list` (`f`).
    var s: Double?
    var f: String?
    /// Fill colour (`fc`), stroke colour (`sc`) and width (`sw`).
    var fc: [Double]?
    var sc: LottieIgnored?
    var sw: Double?
    /// Justification (`j`: 0 left, 1 right, 2 centre), line height (`lh`), tracking (`tr`,
    /// thousandths of an em).
    var j: Int?
    var lh: Double?
    var tr: Double?
    /// Box text: the box's size (`sz`) and top left corner (`ps`).
    var sz: [Double]?
    var ps: [Double]?
}
