import ReelScene

extension LottieConverter {
    /// The file's markers as the clip's: a marker at composition frame `tm` starts at
    /// `(tm − ip) / fr` seconds and lasts `dr / fr`. A marker with no name, one outside the
    /// clip (before `ip` or after `op`: it names no frame of it), and a later marker with a name
    /// already used are left out (lottie-ios finds a marker by name, the first that has it).
    func markers(duration: Double) -> [SceneMarker] {
        var markers: [SceneMarker] = []
        for marker in file.markers ?? [] {
            guard let name = marker.name, let tm = marker.tm, tm.isFinite else { continue }
            let time = LottieNumber.clean((tm - startFrame) / frameRate)
            guard time >= 0, time <= duration, !markers.contains(where: { $0.name == name }) else { continue }
            let length = max(0, marker.dr ?? 0) / frameRate
            markers.append(SceneMarker(name: name, time: time, duration: LottieNumber.clean(length)))
        }
        return markers.enumerated().sorted { ($0.element.time, $0.offset) < ($1.element.time, $1.offset) }
            .map(\.element)
    }
}
