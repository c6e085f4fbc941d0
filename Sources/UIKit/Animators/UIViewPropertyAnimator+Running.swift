import ReelCore

/// The work behind `UIViewPropertyAnimator`'s methods: its tracks, their Core Animation timing,
/// and the scheduled end (see the class's documentation).
extension UIViewPropertyAnimator {
    /// The recording's clock now (0 outside a recording).
    var clock: Double { RecordingContext.current?.time ?? 0 }

    /// The animator's time now, within 0…duration.
    var currentTime: Double { min(max(run.time(atClock: clock), 0), run.duration) }

    var currentFraction: Double {
        guard currentState != .inactive else { return 0 }
        return run.duration > 0 ? currentTime / run.duration : 1
    }

    func add(_ block: @escaping () -> Void, delayFactor: Double) {
        switch currentState {
        case .inactive:
            pendingBlocks.append((block, delayFactor))
        case .active:
            let now = currentTime
            addTracks(block, start: now + delayFactor * (run.duration - now))
            apply()
        case .stopped:
            return
        }
    }

    /// Inactive to active, paused at the start: the blocks run and become tracks.
    func activate() {
        currentState = .active
        run.anchor(0, clock: clock, rate: 0)
        run.isScrubbedLinearly = false
        let blocks = pendingBlocks
        pendingBlocks.removeAll()
        for block in blocks { addTracks(block.animations, start: block.delayFactor * run.duration) }
    }

    private func addTracks(_ block: () -> Void, start: Double) {
        let changes = View.capturingChanges { UIView.inBlock(run.duration, block) }
        for change in changes {
            let key = "UIViewPropertyAnimator.\(change.key).\(tracks.count)"
            tracks.append(
                AnimatorTrack(
                    change: change, to: change.to, start: min(max(start, 0), run.duration), animationKey: key))
        }
    }

    func start(afterDelay delay: TimeInterval) {
        switch currentState {
        case .inactive:
            activate()
            startDelay = max(delay, 0)
            let d = run.duration
            run.anchor(reversed ? d + startDelay : -startDelay, clock: clock, rate: reversed ? -1 : 1)
            apply()
            scheduleEnd()
        case .active where run.rate == 0:
            resume(with: nil, durationFactor: 0)
        case .active, .stopped:
            return
        }
    }

    func pause() {
        switch currentState {
        case .inactive:
            activate()
        case .active where run.rate != 0:
            run.anchor(currentTime, clock: clock, rate: 0)
            run.isScrubbedLinearly = false
            generation += 1
        case .active, .stopped:
            return
        }
        apply()
    }

    func scrub(to fraction: Double) {
        if currentState == .inactive { activate() }
        guard currentState == .active, run.rate == 0 else { return }
        let f = min(max(fraction, 0), 1)
        run.anchor(f * run.duration, clock: clock, rate: 0)
        run.isScrubbedLinearly = scrubsLinearly && run.curve.isCubic
        apply()
    }

    func resume(with parameters: (any UITimingCurveProvider)?, durationFactor: Double) {
        guard currentState == .active else { return }
        if run.rate != 0 { pause() }
        let d = run.duration
        var time = currentTime
        // Continuity by value: the curve in use from now on shows what is shown now.
        var shown = run.isScrubbedLinearly ? time / max(d, 1e-12) : run.curve.value(at: time / max(d, 1e-12))
        if run.isScrubbedLinearly || parameters != nil {
            if let parameters {
                if !run.curve.isCubic { shown = time / max(d, 1e-12) }
                run.curve = AnimatorCurve(parameters, duration: d)
                run.curve.duration = d
            }
            time = d * run.curve.timeFraction(reaching: shown)
            run.isScrubbedLinearly = false
        }
        let remaining = reversed ? time : d - time
        let speed = durationFactor > 0 && remaining > 0 && d > 0 ? remaining / (durationFactor * d) : 1
        run.anchor(time, clock: clock, rate: reversed ? -speed : speed)
        apply()
        scheduleEnd()
    }

    func setReversed(_ newValue: Bool) {
        guard newValue != reversed else { return }
        reversed = newValue
        guard isRunning else { return }
        run.anchor(currentTime, clock: clock, rate: -run.rate)
        apply()
        scheduleEnd()
    }

    func stop(withoutFinishing: Bool) {
        guard currentState == .active else { return }
        for track in tracks {
            if let shown = track.change.layer.presentation() {
                track.change.layer.setModelValue(track.change.property.value(in: shown), for: track.change.property)
            }
        }
        removeAnimations()
        generation += 1
        if withoutFinishing {
            currentState = .inactive
            tracks.removeAll()
        } else {
            currentState = .stopped
        }
    }

    func finish(at position: UIViewAnimatingPosition) {
        guard currentState == .stopped else { return }
        complete(at: position)
    }

    /// Puts the views at `position`, removes the animations and calls the completions.
    func complete(at position: UIViewAnimatingPosition) {
        switch position {
        case .end:
            for track in tracks { track.change.layer.setModelValue(track.to, for: track.change.property) }
        case .start:
            for track in tracks.reversed() {
                track.change.layer.setModelValue(track.change.from, for: track.change.property)
            }
        case .current:
            if currentState == .active { stop(withoutFinishing: false) }
        }
        removeAnimations()
        generation += 1
        currentState = .inactive
        tracks.removeAll()
        run.anchor(0, clock: clock, rate: 0)
        let handlers = completions
        completions.removeAll()
        for handler in handlers { handler(position) }
    }

    /// Schedules the end of the running animator on the recording's clock (at once outside one).
    private func scheduleEnd() {
        generation += 1
        guard run.rate != 0 else { return }
        let time = run.time(atClock: clock)
        let remaining = run.rate > 0 ? run.duration - time : time
        guard let recording = RecordingContext.current else {
            reachedEnd()
            return
        }
        let end = clock + max(remaining, 0) / abs(run.rate)
        let expected = generation
        // Held strongly until then, as UIKit keeps a running animator alive.
        recording.schedule(atNanoseconds: UInt64((end * 1e9).rounded(.up))) { [self] in
            guard generation == expected else { return }
            reachedEnd()
        }
    }

    private func reachedEnd() {
        let atStart = run.rate < 0
        if pausesOnCompletion {
            run.anchor(atStart ? 0 : run.duration, clock: clock, rate: 0)
            generation += 1
            apply()
        } else {
            complete(at: atStart ? .start : .end)
        }
    }
}
