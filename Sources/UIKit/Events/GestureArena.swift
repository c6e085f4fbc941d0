import Foundation

/// The recognizers that see one touch (those of the view it began in and of its ancestors, in
/// that order) and how they settle it between them: who recognizes, who waits, who fails,
/// and whether the view loses the touch (`cancelsTouchesInView`).
final class GestureArena {
    let recognizers: [UIGestureRecognizer]
    /// Whether a recognizer that cancels touches in views recognized: the view gets
    /// `touchesCancelled` once, then nothing more of the touch.
    var cancelsView = false

    init(recognizers: [UIGestureRecognizer]) {
        self.recognizers = recognizers
        for recognizer in recognizers { recognizer.arena = self }
    }

    /// Gives `touch` to each recognizer still in play.
    func deliver(_ touch: UITouch, event: UIEvent) {
        for recognizer in recognizers { recognizer.receive(touch, event: event) }
    }

    /// `recognizer` began or recognized: it makes the others that have not fail (unless one of
    /// their delegates lets them recognize together, or either declines through `canPrevent` /
    /// `canBePrevented`), and those waiting for it to fail fail.
    func recognized(_ recognizer: UIGestureRecognizer) {
        for other in recognizers where other !== recognizer && other.currentState == .possible {
            let together =
                recognizer.delegate?.gestureRecognizer(recognizer, shouldRecognizeSimultaneouslyWith: other) == true
                || other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: recognizer) == true
            let waits = other.failureRequirements.contains { $0 === recognizer }
            if waits || (!together && recognizer.canPrevent(other) && other.canBePrevented(by: recognizer)) {
                other.move(to: .failed)
            }
        }
        if recognizer.cancelsTouchesInView { cancelsView = true }
    }

    /// A recognizer failed: those waiting for it try again.
    func failed(_ recognizer: UIGestureRecognizer) {
        for other in recognizers
        where other.pending != nil && other.failureRequirements.contains(where: { $0 === recognizer }) {
            other.resolvePending()
        }
    }

    /// The touch ended: recognizers still possible fail (those waiting on others resolve as
    /// those fail), then every recognizer goes back to `.possible` and `reset()`.
    func finish() {
        for recognizer in recognizers where recognizer.currentState == .possible && recognizer.pending == nil {
            recognizer.move(to: .failed)
        }
        for recognizer in recognizers where recognizer.pending != nil { recognizer.move(to: .failed) }
        for recognizer in recognizers {
            recognizer.touches.removeAll()
            recognizer.ignored.removeAll()
            recognizer.pending = nil
            if recognizer.arena === self { recognizer.arena = nil }
            guard recognizer.currentState != .possible else { continue }
            recognizer.currentState = .possible
            recognizer.reset()
        }
    }
}

extension UIGestureRecognizer {
    /// Hands `touch` to the touch method of its phase, when the recognizer takes it.
    func receive(_ touch: UITouch, event: UIEvent) {
        guard isEnabled, currentState == .possible || currentState == .began || currentState == .changed,
            !ignored.contains(ObjectIdentifier(touch)),
            allowedTouchTypes.contains(NSNumber(value: touch.type.rawValue)), shouldReceive(event),
            delegate?.gestureRecognizer(self, shouldReceive: event) ?? true
        else { return }
        let set: Set<UITouch> = [touch]
        switch touch.phase {
        case .began:
            guard delegate?.gestureRecognizer(self, shouldReceive: touch) ?? true else { return }
            touches.append(touch)
            touchesBegan(set, with: event)
        case .moved, .stationary:
            if touches.contains(where: { $0 === touch }) { touchesMoved(set, with: event) }
        case .ended:
            guard touches.contains(where: { $0 === touch }) else { return }
            lastPoint = touch.location(in: nil)
            touchesEnded(set, with: event)
            touches.removeAll { $0 === touch }
        default:
            guard touches.contains(where: { $0 === touch }) else { return }
            lastPoint = touch.location(in: nil)
            touchesCancelled(set, with: event)
            touches.removeAll { $0 === touch }
        }
    }

    /// The recognizers this one waits for to fail: those it was told to (`require(toFail:)`),
    /// and those its methods or the delegates name, among the recognizers seeing the touch.
    var failureRequirements: [UIGestureRecognizer] {
        let told = required.compactMap(\.recognizer)
        let named = (arena?.recognizers ?? []).filter { other in
            other !== self
                && (shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
                    || delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) == true
                    || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) == true)
        }
        return told + named.filter { other in !told.contains { $0 === other } }
    }

    /// Moves to `new`, with UIKit's checks when leaving `.possible`, then reports it.
    func move(to new: State) {
        let old = currentState
        let valid =
            switch old {
            case .possible: new != .possible && new != .changed
            case .began, .changed: new != .possible && new != .began
            case .ended, .cancelled, .failed: false
            }
        guard valid else { return }
        if old == .possible, new == .began || new == .ended {
            let allowed =
                (view?.gestureRecognizerShouldBegin(self) ?? true)
                && (delegate?.gestureRecognizerShouldBegin(self) ?? true)
            guard allowed else { return fail() }
            let waitingFor = failureRequirements.filter { $0.arena === arena && arena != nil }
            if waitingFor.contains(where: { [.began, .changed, .ended].contains($0.currentState) }) { return fail() }
            if waitingFor.contains(where: { $0.currentState == .possible }) {
                pending = new
                return
            }
        }
        if new == .failed { return fail() }
        currentState = new
        pending = nil
        if old == .possible, new == .began || new == .ended { arena?.recognized(self) }
        if new != .possible { for handler in handlers { handler(self) } }
    }

    /// Fails, letting those that wait for it go on.
    private func fail() {
        currentState = .failed
        pending = nil
        arena?.failed(self)
    }

    /// Tries the state it waits to move to again.
    func resolvePending() {
        guard let state = pending else { return }
        pending = nil
        move(to: state)
    }
}
