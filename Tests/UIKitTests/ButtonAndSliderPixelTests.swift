import ReelCore
import Shaders
import Testing
import UIKit

/// Buttons and sliders as drawn: the colours iOS code sets per state and per part, found in
/// the frame where UIKit's geometry puts them.
@Suite struct ButtonAndSliderPixelTests {
    /// Whether some pixel of `frame` inside `rect` is near `color` (within 40 per component).
    private func has(_ frame: Frame, _ color: [Int], in rect: CGRect) -> Bool {
        for y in Int(rect.minY)..<Int(rect.maxY) {
            for x in Int(rect.minX)..<Int(rect.maxX)
            where zip(Everyday.rgb(frame, x, y), color).allSatisfy({ abs($0 - $1) <= 40 }) {
                return true
            }
        }
        return false
    }

    /// A slider at 0.25 of its range: the minimum track's colour left of the thumb, the
    /// maximum track's right of it, and the thumb's colour at 0.25 of the travel (the bounds'
    /// width less the 28-point thumb).
    @Test func sliderTracksAndThumbTakeTheirColours() throws {
        let frame = try Everyday.frame("slider-colours", size: CGSize(width: 220, height: 51)) { host in
            let slider = UISlider(frame: CGRect(x: 10, y: 10, width: 200, height: 31))
            slider.minimumValue = 10
            slider.maximumValue = 50
            slider.setValue(20, animated: false)
            slider.minimumTrackTintColor = .red
            slider.maximumTrackTintColor = .blue
            slider.thumbTintColor = .green
            host.rootView.addSubview(slider)
        }
        let thumbCentre = 10 + 14 + Int(0.25 * (200 - 28))
        #expect(Everyday.rgb(frame, 20, 25) == [255, 0, 0])
        #expect(Everyday.rgb(frame, 200, 25) == [0, 0, 255])
        #expect(Everyday.rgb(frame, thumbCentre, 25) == [0, 255, 0])
        // Beside the thumb its shadow darkens the track by a step or two.
        #expect(has(frame, [255, 0, 0], in: CGRect(x: thumbCentre - 20, y: 25, width: 1, height: 1)))
        #expect(has(frame, [0, 0, 255], in: CGRect(x: thumbCentre + 20, y: 25, width: 1, height: 1)))
    }

    /// A value outside the range is held at its end: the thumb sits at the right end.
    @Test func sliderValueIsClampedToItsRange() throws {
        let slider = UISlider(frame: CGRect(x: 0, y: 0, width: 200, height: 31))
        slider.setValue(7, animated: false)
        #expect(slider.value == 1)
        slider.value = -3
        #expect(slider.value == 0)
        slider.maximumValue = 10
        slider.value = 7
        let track = slider.trackRect(forBounds: slider.bounds)
        let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: slider.value)
        #expect(track == CGRect(x: 0, y: 13.5, width: 200, height: 4))
        #expect(abs(thumb.midX - (14 + 0.7 * 172)) < 1e-4 && thumb.size == CGSize(width: 28, height: 28))
    }

    /// A filled configuration with a capsule corner style: its base background colour fills the
    /// button, the corners are cut to a half-height radius.
    @Test func filledCapsuleButton() throws {
        let frame = try Everyday.frame("button-capsule", size: CGSize(width: 120, height: 60)) { host in
            var configuration = UIButton.Configuration.filled()
            configuration.baseBackgroundColor = .red
            configuration.cornerStyle = .capsule
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
            host.rootView.addSubview(button)
        }
        #expect(Everyday.rgb(frame, 30, 15) == [255, 0, 0])
        #expect(Everyday.rgb(frame, 60, 30) == [255, 0, 0])
        #expect(Everyday.rgb(frame, 12, 12) == [255, 255, 255])
        #expect(Everyday.rgb(frame, 107, 47) == [255, 255, 255])
    }

    /// A custom button's title takes the colour set for its state: red when normal, blue
    /// while highlighted (set for `.highlighted`).
    @Test(arguments: [false, true]) func titleColourPerState(highlighted: Bool) throws {
        let frame = try Everyday.frame("button-title-\(highlighted)", size: CGSize(width: 120, height: 60)) { host in
            let button = UIButton(type: .custom)
            button.frame = CGRect(x: 10, y: 10, width: 100, height: 40)
            button.setTitle("MMM", for: .normal)
            button.titleLabel?.font = .boldSystemFont(ofSize: 28)
            button.setTitleColor(.red, for: .normal)
            button.setTitleColor(.blue, for: .highlighted)
            button.isHighlighted = highlighted
            host.rootView.addSubview(button)
        }
        let box = CGRect(x: 10, y: 10, width: 100, height: 40)
        #expect(has(frame, highlighted ? [0, 0, 255] : [255, 0, 0], in: box))
        #expect(!has(frame, highlighted ? [255, 0, 0] : [0, 0, 255], in: box))
    }

    /// A thumb image replaces the round white thumb, at the image's size (the travel is the
    /// width less the image's); the image set for `.highlighted` shows while highlighted.
    @Test(arguments: [false, true]) func sliderThumbImagePerState(highlighted: Bool) throws {
        func square(_ color: UIColor) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
                color.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            }
        }
        var slider: UISlider?
        let frame = try Everyday.frame("slider-thumb-\(highlighted)", size: CGSize(width: 220, height: 51)) { host in
            let made = UISlider(frame: CGRect(x: 10, y: 10, width: 200, height: 31))
            made.value = 0.5
            made.setThumbImage(square(.red), for: .normal)
            made.setThumbImage(square(.green), for: .highlighted)
            made.isHighlighted = highlighted
            host.rootView.addSubview(made)
            slider = made
        }
        let made = try #require(slider)
        #expect(made.currentThumbImage === made.thumbImage(for: highlighted ? .highlighted : .normal))
        let track = made.trackRect(forBounds: made.bounds)
        let thumb = made.thumbRect(forBounds: made.bounds, trackRect: track, value: 0.5)
        #expect(thumb == CGRect(x: 95, y: 10.5, width: 10, height: 10))
        #expect(Everyday.rgb(frame, 10 + 100, 10 + 15) == (highlighted ? [0, 255, 0] : [255, 0, 0]))
        // No white 28-point thumb around it: 10 points left of its centre is the track.
        #expect(Everyday.rgb(frame, 10 + 90, 10 + 15) != [255, 255, 255])
    }

    /// The four system styles' backgrounds at a corner of the content, over white: `filled()`
    /// the tint (systemBlue), `tinted()` 15 % of it, `gray()` `tertiarySystemFill` (118, 118,
    /// 128 at 12 %), `plain()` none.
    @Test(arguments: ["filled", "tinted", "gray", "plain"]) func configurationStyleBackgrounds(style: String) throws {
        let frame = try Everyday.frame("button-style-\(style)", size: CGSize(width: 140, height: 60)) { host in
            var configuration: UIButton.Configuration =
                switch style {
                case "filled": .filled()
                case "tinted": .tinted()
                case "gray": .gray()
                default: .plain()
                }
            configuration.title = "Go"
            let button = UIButton(configuration: configuration)
            button.frame = CGRect(x: 10, y: 10, width: 120, height: 40)
            host.rootView.addSubview(button)
        }
        let over: (Double, Double) -> Int = { c, a in Int((255 * (1 - a) + c * a).rounded()) }
        let expected: [Int] =
            switch style {
            case "filled": [0, 122, 255]
            case "tinted": [over(0, 0.15), over(122, 0.15), 255]
            case "gray": [over(118, 0.12), over(118, 0.12), over(128, 0.12)]
            default: [255, 255, 255]
            }
        #expect(has(frame, expected, in: CGRect(x: 20, y: 15, width: 1, height: 1)))
        #expect(zip(Everyday.rgb(frame, 20, 15), expected).allSatisfy { abs($0 - $1) <= 1 })
    }

    /// The image set for the state shows: the normal one, then the selected one.
    @Test(arguments: [false, true]) func imagePerState(selected: Bool) throws {
        func square(_ color: UIColor) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: 20, height: 20)).image { context in
                color.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
            }
        }
        let frame = try Everyday.frame("button-image-\(selected)", size: CGSize(width: 60, height: 60)) { host in
            let button = UIButton(type: .custom)
            button.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
            button.setImage(square(.red), for: .normal)
            button.setImage(square(.green), for: .selected)
            button.isSelected = selected
            host.rootView.addSubview(button)
        }
        // The image is centred: 20 × 20 from (20, 20).
        #expect(Everyday.rgb(frame, 30, 30) == (selected ? [0, 255, 0] : [255, 0, 0]))
        #expect(Everyday.rgb(frame, 18, 30) == [255, 255, 255])
    }
}
