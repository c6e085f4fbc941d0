import Foundation

extension RecordingHost {
    /// Draws the device's system chrome over the recording, as marketing captures show it: a
    /// status bar in the top safe area (the time "9:41", full signal, Wi-Fi and a full battery,
    /// dark on a light appearance and light on a dark one) and, on a device with a home
    /// indicator, the 134 × 5-point bar 8 points above the bottom edge. The chrome is made of
    /// layers (shape and text layers) in one overlay above every view (`zPosition`
    /// `DeviceChrome.zPosition`), so it draws the same in every frame. A phone on its side shows
    /// no status bar, as iOS hides it there. Does nothing for a window of a size (no device).
    public func addDeviceChrome() {
        guard let device else { return }
        run {
            let overlay = DeviceChrome(
                device: device, orientation: orientation, bounds: window.bounds,
                content: appearance == .dark ? .white : .black
            ).layer()
            window.layer.addSublayer(overlay)
        }
    }
}

/// The layers of a device's status bar and home indicator (`RecordingHost.addDeviceChrome()`).
struct DeviceChrome {
    /// The overlay's `zPosition`: above any view's layer an app places with an ordinary one.
    static let zPosition: CGFloat = 10_000
    /// The time the status bar shows, Apple's marketing time.
    static let time = "9:41"

    let device: DevicePreset
    let orientation: DevicePreset.Orientation
    let bounds: CGRect
    /// The colour of the glyphs, text and home indicator.
    let content: UIColor

    /// The status bar's height: the top safe area (none for a phone on its side).
    var statusBarHeight: CGFloat { device.safeAreaInsets(for: orientation).top }

    func layer() -> CALayer {
        let overlay = CALayer()
        overlay.frame = bounds
        overlay.zPosition = Self.zPosition
        if statusBarHeight > 0 { addStatusBar(to: overlay) }
        if device.hasHomeIndicator { overlay.addSublayer(homeIndicator()) }
        return overlay
    }

    /// The 134 × 5-point rounded bar, centred, its bottom 8 points above the screen's edge.
    func homeIndicator() -> CALayer {
        let bar = CAShapeLayer()
        let rect = CGRect(x: (bounds.width - 134) / 2, y: bounds.height - 8 - 5, width: 134, height: 5)
        bar.path = UIBezierPath(roundedRect: rect, cornerRadius: 2.5).cgPath
        bar.fillColor = content.cgColor
        return bar
    }

    /// Time, signal, Wi-Fi and battery, centred on the status bar's middle line. A phone with a
    /// home button has signal and Wi-Fi at the left, the time centred and the battery at the right;
    /// a phone with a notch or Dynamic Island has the time in the left ear and the rest in the
    /// right; an iPad has the time at the left and Wi-Fi and battery at the right.
    private func addStatusBar(to overlay: CALayer) {
        let midY = statusBarHeight / 2
        let edgePhone = device.userInterfaceIdiom == .phone && device.hasHomeIndicator
        let margin: CGFloat = edgePhone ? 26 : (device.userInterfaceIdiom == .pad ? 20 : 6)
        let battery = StatusGlyphs.battery(color: content)
        let wifi = StatusGlyphs.wifi(color: content)
        let signal = StatusGlyphs.signal(color: content)
        var right = bounds.width - margin
        place(battery, rightEdge: &right, midY: midY, in: overlay)
        let timeCentre: CGFloat
        if device.userInterfaceIdiom == .pad {
            place(wifi, rightEdge: &right, midY: midY, in: overlay)
            timeCentre = margin + 20
        } else if edgePhone {
            place(wifi, rightEdge: &right, midY: midY, in: overlay)
            place(signal, rightEdge: &right, midY: midY, in: overlay)
            timeCentre = bounds.width * 0.14
        } else {
            var left = margin + signal.size.width + 5 + wifi.size.width
            place(wifi, rightEdge: &left, midY: midY, in: overlay)
            place(signal, rightEdge: &left, midY: midY, in: overlay)
            timeCentre = bounds.width / 2
        }
        let timeSize: CGFloat = edgePhone ? 17 : 15
        overlay.addSublayer(timeLayer(size: timeSize, centre: CGPoint(x: timeCentre, y: midY)))
    }

    /// Puts `glyph` with its right edge at `rightEdge`, then moves `rightEdge` past it and a gap.
    private func place(_ glyph: StatusGlyph, rightEdge: inout CGFloat, midY: CGFloat, in overlay: CALayer) {
        let x = rightEdge - glyph.size.width
        overlay.addSublayer(glyph.layer.moved(to: CGPoint(x: x, y: midY - glyph.size.height / 2)))
        rightEdge = x - 5
    }

    private func timeLayer(size: CGFloat, centre: CGPoint) -> CATextLayer {
        let text = CATextLayer()
        text.string = Self.time
        text.font = UIFont.systemFont(ofSize: size, weight: .semibold)
        text.fontSize = size
        text.foregroundColor = content.cgColor
        text.alignmentMode = .center
        let height = (size * 1.2).rounded()
        text.frame = CGRect(x: centre.x - 30, y: centre.y - height / 2, width: 60, height: height)
        return text
    }
}

extension CALayer {
    /// The layer placed with its frame's origin at `origin`.
    fileprivate func moved(to origin: CGPoint) -> CALayer {
        frame.origin = origin
        return self
    }
}
