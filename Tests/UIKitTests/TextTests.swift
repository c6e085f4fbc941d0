import ReelCore
import ReelRender
import Testing
import UIKit

/// Fonts, attributed strings and labels as iOS code writes them, laid out by Pango with the
/// pinned system font (Inter) and checked against UIKit's numbers and San Francisco's metrics.
@Suite struct TextTests {
    /// `preferredFont(forTextStyle:)` at the default size (large) has Apple's point sizes
    /// (Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes", Large).
    @Test func textStylesHaveApplesDefaultSizes() {
        let sizes: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in sizes {
            #expect(UIFont.preferredFont(forTextStyle: style).pointSize == size, "\(style.rawValue)")
        }
        let bigger = UITraitCollection(preferredContentSizeCategory: .extraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: bigger).pointSize == 19)
        var scaled: CGFloat = 0
        UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge).performAsCurrent {
            scaled = UIFont.preferredFont(forTextStyle: .body).pointSize
        }
        #expect(scaled == 53)
        #expect(UIFont.systemFontSize == 14 && UIFont.labelFontSize == 17)
        #expect(UIFont.smallSystemFontSize == 12 && UIFont.buttonFontSize == 18)
    }

    /// San Francisco's proportions (2048 units per em: ascender 1950, descender −494, cap
    /// height 1443): at 17 points the line is 20.287 points, as UIKit reports.
    @Test func systemFontMetricsAreSanFranciscos() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(abs(font.lineHeight - 20.287_109_375) < 1e-9)
        #expect(abs(font.ascender - 17 * 1950 / 2048) < 1e-9 && abs(font.descender + 17 * 494.0 / 2048) < 1e-9)
        #expect(abs(font.capHeight - 17 * 1443 / 2048) < 1e-9 && font.pointSize == 17)
        #expect(font.withSize(34).pointSize == 34 && font.withSize(34).familyName == "Inter Display")
        #expect(font.familyName == "Inter" && UIFont.boldSystemFont(ofSize: 17).fontName == "Inter-Bold")
        let weights: [UIFont.Weight] = [
            .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
        ]
        #expect(
            weights.map { UIFont.systemFont(ofSize: 12, weight: $0).fontName.dropFirst(6) } == [
                "Thin", "ExtraLight", "Light", "Regular", "Medium", "SemiBold", "Bold", "ExtraBold", "Black",
            ])
        #expect(UIFont.italicSystemFont(ofSize: 12).fontName == "Inter-Italic")
        #expect(UIFont(name: "HelveticaNeue-Bold", size: 20)?.fontName == "Inter-Bold")
        #expect(UIFont.monospacedSystemFont(ofSize: 12, weight: .regular).familyName == "DejaVu Sans Mono")
    }

    /// Every line is `lineHeight` tall: one line measures 20.287 points at 17 points, three
    /// lines three times that; Inter is the face drawn (and its version is in the fingerprint).
    @Test func measuredLinesAreSystemFontLines() throws {
        TextMeasurer.install()
        let font = UIFont.systemFont(ofSize: 17)
        let one = "Hello".size(withAttributes: [.font: font])
        #expect(abs(one.height - font.lineHeight) < 0.01)
        let three = "one\ntwo\nthree".size(withAttributes: [.font: font])
        #expect(abs(three.height - 3 * font.lineHeight) < 0.02)
        #expect(three.width < one.width * 1.2)
        let spaced = NSAttributedString(string: "Hello", attributes: [.font: font, .kern: 10])
        // Kern spaces the characters apart: Pango adds it between them (4 gaps in "Hello";
        // UIKit also after the last, docs/swift.md).
        #expect(abs(spaced.size().width - one.width - 40) < 0.01)
        var state = LayerState(kind: .text)
        state.string = "Hello"
        state.markup = TextMarkup.markup(NSAttributedString(string: "Hello", attributes: [.font: font]), base: .init())
        state.bounds = Rect(x: 0, y: 0, width: 100, height: 40)
        state.foregroundColor = .black
        #expect(try TextFonts.faces(of: state).first?.hasPrefix("Inter Regular") == true)
        let files = try TextFonts.files(of: state)
        #expect(files.allSatisfy(RenderEnvironment.isSystemFontFile) && !files.isEmpty)

    }

    /// An attributed label as apps build one: a bold red word, a regular blue one, centred.
    @Test func attributedLabelDrawsItsRuns() throws {
        let frame = try Everyday.frame("attributed-label", size: CGSize(width: 240, height: 60)) { host in
            let label = UILabel(frame: host.rootView.bounds)
            let text = NSMutableAttributedString(
                string: "Sale ", attributes: [.font: UIFont.boldSystemFont(ofSize: 28), .foregroundColor: UIColor.red])
            let style = NSMutableParagraphStyle()
            style.alignment = .center
            text.append(
                NSAttributedString(
                    string: "today", attributes: [.font: UIFont.systemFont(ofSize: 28), .foregroundColor: UIColor.blue])
            )
            text.addAttribute(.paragraphStyle, value: style, range: NSRange(location: 0, length: text.length))
            label.attributedText = text
            host.rootView.addSubview(label)
        }
        var reds: [Int] = []
        var blues: [Int] = []
        for y in 0..<60 {
            for x in 0..<240 {
                let p = Everyday.rgb(frame, x, y)
                if p == [255, 0, 0] { reds.append(x) }
                if p == [0, 0, 255] { blues.append(x) }
            }
        }
        #expect(!reds.isEmpty && !blues.isEmpty)
        #expect(reds.max()! < blues.min()!)
        // Centred: the ink's left and right margins agree within a few points.
        let ink = try #require(
            Everyday.inkBox(frame, in: CGRect(x: 0, y: 0, width: 240, height: 60), background: [255, 255, 255]))
        #expect(abs(ink.minX - (240 - ink.maxX)) < 4)
    }

    /// UILabel centres its lines vertically: a cap-height letter's ink sits on the baseline
    /// `(height − lineHeight) / 2 + ascender` from the top and rises `capHeight` (within Inter's
    /// own cap height and a pixel of anti-aliasing).
    @Test func labelCentresTextVertically() throws {
        let font = UIFont.systemFont(ofSize: 17)
        let frame = try Everyday.frame("label-centred", size: CGSize(width: 100, height: 100)) { host in
            let label = UILabel(frame: host.rootView.bounds)
            label.text = "HH"
            label.font = font
            host.rootView.addSubview(label)
        }
        let ink = try #require(
            Everyday.inkBox(frame, in: CGRect(x: 0, y: 0, width: 100, height: 100), background: [255, 255, 255]))
        let baseline = (100 - font.lineHeight) / 2 + font.ascender
        #expect(abs(ink.maxY - baseline) < 1.5, "ink bottom \(ink.maxY), baseline \(baseline)")
        #expect(abs(ink.height - font.capHeight) < 1.5, "ink height \(ink.height), cap height \(font.capHeight)")
    }

    /// A badge sized by its label: `sizeToFit` gives the text's size rounded up, the container
    /// pads it by 8 points, and the label's text measures as `size(withAttributes:)` does.
    @Test func labelSizesItsContainer() throws {
        nonisolated(unsafe) var badge: UIView!
        nonisolated(unsafe) var label: UILabel!
        let frame = try Everyday.frame("badge", size: CGSize(width: 200, height: 80)) { host in
            label = UILabel()
            label.text = "New message"
            label.font = .preferredFont(forTextStyle: .headline)
            label.textColor = .white
            label.sizeToFit()
            badge = UIView(frame: label.bounds.insetBy(dx: -8, dy: -8))
            badge.frame.origin = CGPoint(x: 10, y: 10)
            badge.backgroundColor = .systemBlue
            badge.layer.cornerRadius = badge.bounds.height / 2
            label.frame.origin = CGPoint(x: 8, y: 8)
            badge.addSubview(label)
            host.rootView.addSubview(badge)
        }
        let expected = "New message".size(withAttributes: [.font: UIFont.preferredFont(forTextStyle: .headline)])
        #expect(
            label.bounds.width == expected.width.rounded(.up) && label.bounds.height == expected.height.rounded(.up))
        #expect(label.bounds.height == 21)
        #expect(badge.bounds.size == CGSize(width: label.bounds.width + 16, height: 37))
        #expect(label.intrinsicContentSize == label.bounds.size)
        // The badge is drawn at its size: blue inside its middle, white past its right end.
        #expect(Everyday.rgb(frame, 10 + Int(badge.bounds.width / 2), 12) == [0, 122, 255])
        #expect(Everyday.rgb(frame, 10 + Int(badge.bounds.width) + 2, 28) == [255, 255, 255])
    }

    /// A multi-line label wraps at its width and `numberOfLines` limits the lines.
    @Test func multilineLabelsWrapAndLimitLines() throws {
        TextMeasurer.install()
        let host = RecordingHost(size: CGSize(width: 200, height: 200), duration: 1)
        host.run {
            let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 10))
            label.numberOfLines = 0
            label.text = "The quick brown fox jumps over the lazy dog again and again"
            let all = label.sizeThatFits(CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude))
            let lines = (all.height / label.font.lineHeight).rounded()
            #expect(lines >= 3 && all.width <= 120)
            #expect(abs(all.height - (lines * label.font.lineHeight).rounded(.up)) <= 1)
            label.numberOfLines = 2
            let two = label.sizeThatFits(CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude))
            #expect(two.height == (2 * label.font.lineHeight).rounded(.up))
            let spaced = NSMutableParagraphStyle()
            spaced.lineSpacing = 6
            label.attributedText = NSAttributedString(
                string: label.text!, attributes: [.paragraphStyle: spaced, .font: label.font!])
            let withSpacing = label.sizeThatFits(CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude))
            #expect(abs(withSpacing.height - two.height - 6) <= 1)
        }
    }

    /// `adjustsFontSizeToFitWidth` shrinks one line to the label's width: the ink fits.
    @Test func adjustsFontSizeToFitWidth() throws {
        let frame = try Everyday.frame("shrunk-label", size: CGSize(width: 120, height: 40)) { host in
            let label = UILabel(frame: CGRect(x: 10, y: 0, width: 100, height: 40))
            label.text = "A long headline that does not fit"
            label.font = .boldSystemFont(ofSize: 24)
            label.adjustsFontSizeToFitWidth = true
            label.minimumScaleFactor = 0.1
            host.rootView.addSubview(label)
        }
        let ink = try #require(
            Everyday.inkBox(frame, in: CGRect(x: 0, y: 0, width: 120, height: 40), background: [255, 255, 255]))
        #expect(ink.minX >= 10 && ink.maxX <= 110)
        #expect(ink.width > 80)
        // Shrunk, not truncated: no ellipsis, so the last letters ("fit") end the ink, and the
        // ink is taller than half the 24-point cap height.
        #expect(ink.height < 24 * 1443 / 2048 + 6)
    }

    /// `CTFontCreateWithName` (as `import UIKit` brings it) sets a `CATextLayer`'s family, and
    /// `fontSize` its size, as on iOS: eight i's in DejaVu Sans Mono take eight full advances
    /// (0.602 em each, 192.6 px at 40 pt), far wider than in the proportional default.
    @Test func textLayerTakesACoreTextFont() throws {
        var layer: CATextLayer?
        func inkWidth(_ font: CTFont?) throws -> CGFloat {
            let frame = try Everyday.frame("ct-font", size: CGSize(width: 300, height: 60)) { host in
                let text = CATextLayer()
                text.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
                text.fontSize = 40
                text.foregroundColor = UIColor.black.cgColor
                if let font { text.font = font }
                text.string = "iiiiiiii"
                host.rootView.layer.addSublayer(text)
                layer = text
            }
            let box = Everyday.inkBox(
                frame, in: CGRect(x: 0, y: 0, width: 300, height: 60), background: [255, 255, 255])
            return try #require(box).width
        }
        let font = CTFontCreateWithName("DejaVu Sans Mono" as CFString, 13, nil)
        #expect(CTFontGetSize(font) == 13 && CTFontCopyPostScriptName(font) == "DejaVu Sans Mono")
        let mono = try inkWidth(font)
        // As on iOS, `font` gives back what was set: the Core Text font.
        let set = try #require(layer?.font as? CTFont)
        #expect(CTFontCopyPostScriptName(set) == "DejaVu Sans Mono")
        // From the first i's left edge to the last one's right: seven advances and one glyph.
        #expect(mono > 7 * 0.602 * 40 && mono < 8 * 0.602 * 40, "\(mono)")
        #expect(try inkWidth(nil) < mono * 0.75)
    }

    /// A `CATextLayer` given an attributed string draws its colours and underline.
    @Test func textLayerTakesAnAttributedString() throws {
        let frame = try Everyday.frame("text-layer", size: CGSize(width: 200, height: 50)) { host in
            let text = CATextLayer()
            text.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
            text.fontSize = 30
            text.string = NSAttributedString(
                string: "Reel & <Pango>",
                attributes: [
                    .foregroundColor: UIColor.systemGreen, .underlineStyle: NSUnderlineStyle.single.rawValue,
                    .font: UIFont.systemFont(ofSize: 30, weight: .heavy),
                ])
            host.rootView.layer.addSublayer(text)
            #expect((text.string as? NSAttributedString)?.string == "Reel & <Pango>")
        }
        var green = 0
        for y in 0..<50 {
            for x in 0..<200 where Everyday.rgb(frame, x, y) == [52, 199, 89] { green += 1 }
        }
        #expect(green > 200)
        // The underline: one row below the baseline that is green across most of the text.
        let ink = try #require(
            Everyday.inkBox(frame, in: CGRect(x: 0, y: 0, width: 200, height: 50), background: [255, 255, 255]))
        let rows = (Int(ink.minY)..<Int(ink.maxY)).map { y in
            (Int(ink.minX)..<Int(ink.maxX)).filter { Everyday.rgb(frame, $0, y) == [52, 199, 89] }.count
        }
        #expect(rows.contains { Double($0) > 0.9 * ink.width })
    }

    /// An outlined title as apps write one: a positive `.strokeWidth` draws the outline alone
    /// (no fill colour anywhere), a negative one fills the glyphs and outlines them.
    @Test(arguments: [8.0, -8.0]) func outlinedText(width: Double) throws {
        let frame = try Everyday.frame("outline\(Int(width))", size: CGSize(width: 120, height: 80)) { host in
            let label = UILabel(frame: host.rootView.bounds)
            label.textAlignment = .center
            label.attributedText = NSAttributedString(
                string: "O",
                attributes: [
                    .font: UIFont.boldSystemFont(ofSize: 60), .foregroundColor: UIColor.blue, .strokeColor: UIColor.red,
                    .strokeWidth: width,
                ])
            host.rootView.addSubview(label)
        }
        var red = 0
        var blue = 0
        for y in 0..<80 {
            for x in 0..<120 {
                let p = Everyday.rgb(frame, x, y)
                if p == [255, 0, 0] { red += 1 }
                if p == [0, 0, 255] { blue += 1 }
            }
        }
        #expect(red > 100)
        #expect(width > 0 ? blue == 0 : blue > 100, "\(blue) blue pixels")
        // The ring's hole stays white: the centre of the "O".
        #expect(Everyday.rgb(frame, 60, 40) == [255, 255, 255])
    }
}
