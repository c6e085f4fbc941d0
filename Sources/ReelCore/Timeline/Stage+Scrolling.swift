/// Scroll gestures: a scroll layer's offset moved over time, one offset per frame.
extension Stage {
    /// A scroll under way: its layer, where it goes from and to, and when.
    struct Gesture {
        var layer: ScrollLayer
        var from: Point
        var to: Point
        var start: Double
        var duration: Double
        var timing: ScrollTiming
        var id: Int
    }

    /// Scrolls `layer` from its offset now to `offset` over `duration` seconds: the offset is
    /// set on every frame in between (each change calls `didScroll`) and lands exactly on
    /// `offset` at the end time.
    public func scroll(_ layer: ScrollLayer, to offset: Point, duration: Double, timing: ScrollTiming = .deceleration())
    {
        guard duration > 0 else {
            layer.contentOffset = offset
            return
        }
        let id = nextGestureID
        nextGestureID += 1
        gestures.removeAll { $0.layer === layer }
        gestures.append(
            Gesture(
                layer: layer, from: layer.contentOffset, to: offset, start: currentTime,
                duration: duration, timing: timing, id: id))
        schedule(currentTime + duration) { [weak self] in
            guard let self, let i = self.gestures.firstIndex(where: { $0.id == id }) else { return }
            let gesture = self.gestures.remove(at: i)
            gesture.layer.contentOffset = gesture.to
        }
    }

    /// Scrolls `layer` at clock time `time` (see `scroll(_:to:duration:timing:)`).
    public func scroll(
        _ layer: ScrollLayer, to offset: Point, duration: Double, timing: ScrollTiming = .deceleration(),
        at time: Double
    ) {
        at(time) { [unowned self] in
            self.scroll(layer, to: offset, duration: duration, timing: timing)
        }
    }

    /// Sets each gesture that has started to its offset at `t`, each in its own event.
    func showGestures(at t: Double) {
        for gesture in gestures where t >= gesture.start {
            let u = (t - gesture.start) / gesture.duration
            let f = gesture.timing.fraction(at: u, duration: gesture.duration)
            event { gesture.layer.contentOffset = gesture.from.interpolated(to: gesture.to, amount: f) }
        }
    }
}
