import Foundation
import ReelRender
import Shaders
import Testing
import UIKit

/// `RecordingHost.addDeviceChrome()`: the status bar and home indicator drawn over the views,
/// placed by the device's figures (DeviceChrome.swift).
@Suite struct DeviceChromeTests {
    /// The first frame of a host of `device` whose root is `background` under a red full-screen
    /// view, with the chrome added after the views.
    static func frame(
        _ device: DevicePreset, _ orientation: DevicePreset.Orientation = .portrait,
        appearance: UIUserInterfaceStyle = .light
    ) throws -> Frame {
        let host = RecordingHost(device: device, orientation: orientation, fps: 1, duration: 1, appearance: appearance)
        host.run {
            host.rootView.backgroundColor = .systemBackground
            host.addDeviceChrome()
            let late = UIView(frame: host.rootView.bounds.insetBy(dx: 0, dy: 100))
            late.backgroundColor = .systemBackground
            host.rootView.addSubview(late)  // added after the chrome, still under it
        }
        return try Drawn.frame(host)
    }

    /// The pixel at point (`x`, `y`) of a frame at `scale`.
    static func at(_ frame: Frame, _ x: CGFloat, _ y: CGFloat, scale: CGFloat) -> [Int] {
        Drawn.rgba(frame, Int(x * scale), Int(y * scale))
    }

    @Test func anIPhone15ShowsTheBarsDarkOnLight() throws {
        let frame = try Self.frame(.iPhone15)
        #expect(frame.width == 393 * 3 && frame.height == 852 * 3)
        let black = [0, 0, 0, 255]
        let white = [255, 255, 255, 255]
        // Home indicator: 134 × 5 points centred, bottom 8 points above the edge (y 839…844).
        #expect(Self.at(frame, 196.5, 841.5, scale: 3) == black)
        #expect(Self.at(frame, 131, 841.5, scale: 3) == black)
        #expect(Self.at(frame, 127, 841.5, scale: 3) == white)
        #expect(Self.at(frame, 196.5, 836, scale: 3) == white)
        // Battery: right edge 26 points in, centred on the 59-point bar's middle (29.5); its
        // charge fills 2…23 × 2…10 of the 27.5 × 12 glyph (x 339.5…367 → charge 341.5…362.5).
        #expect(Self.at(frame, 352, 29.5, scale: 3) == black)
        #expect(Self.at(frame, 352, 40, scale: 3) == white)
        // The time in the left ear (centred at 14 % of the width): some dark pixels there.
        #expect(Self.darkPixels(frame, x: 30...80, y: 20...40, scale: 3) > 50)
        #expect(Self.darkPixels(frame, x: 100...290, y: 0...58, scale: 3) == 0)
    }

    @Test func aDarkAppearanceDrawsThemLight() throws {
        let frame = try Self.frame(.iPhone15, appearance: .dark)
        #expect(Self.at(frame, 196.5, 841.5, scale: 3) == [255, 255, 255, 255])
        #expect(Self.at(frame, 352, 29.5, scale: 3) == [255, 255, 255, 255])
        #expect(Self.at(frame, 196.5, 836, scale: 3) == [0, 0, 0, 255])
    }

    @Test func aHomeButtonPhoneHasATwentyPointBarAndNoIndicator() throws {
        let frame = try Self.frame(.iPhoneSE)
        // The battery at the right, 6 points in, centred on y = 10.
        #expect(Self.at(frame, 375 - 6 - 14, 10, scale: 2) == [0, 0, 0, 255])
        #expect(Self.darkPixels(frame, x: 0...374, y: 600...666, scale: 2) == 0)
    }

    @Test func aPhoneOnItsSideHasNoStatusBar() throws {
        let frame = try Self.frame(.iPhone13, .landscape)
        #expect(Self.darkPixels(frame, x: 0...843, y: 0...40, scale: 3) == 0)
        // The home indicator stays, 8 points above the bottom edge (y 377…382).
        #expect(Self.at(frame, 422, 379.5, scale: 3) == [0, 0, 0, 255])
    }

    /// How many pixels in the point ranges are darker than mid-grey.
    static func darkPixels(_ frame: Frame, x: ClosedRange<Int>, y: ClosedRange<Int>, scale: Int) -> Int {
        var count = 0
        for row in (y.lowerBound * scale)..<((y.upperBound + 1) * scale) {
            for column in (x.lowerBound * scale)..<((x.upperBound + 1) * scale)
            where Drawn.rgba(frame, column, row)[0] < 128 {
                count += 1
            }
        }
        return count
    }
}
