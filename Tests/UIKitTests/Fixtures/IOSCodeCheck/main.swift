// The entry of the package that UIKitTests builds from ../shared/ios-code: records one clip of
// the real iOS code, unchanged, with the UIKit façade and writes it as a scene document.
//
// Usage: ios-code-check CLIP SCENE.json — CLIP is an NVActivityIndicatorType case name
// (`ballPulse`, `orbit`, …), `ripple`, `checkmark`, `checkmark-x`, `checkmark-loading`,
// `fly-in`, `fly-in-spring` or `fly-in-keyframes`. Exit 64 for bad arguments, 1 when recording
// fails.
import Foundation
import NVActivity
import UIKit
import UIViewRipple
import ViewAnimator
import WVCheckMark

/// A host with a black root view.
func makeHost(width: CGFloat, height: CGFloat, duration: TimeInterval) -> RecordingHost {
    let host = RecordingHost(size: CGSize(width: width, height: height), scale: 2, fps: 30, duration: duration)
    host.rootView.backgroundColor = .black
    return host
}

/// One indicator, 100 × 100 points, white, in a 120 × 120 window for 2 seconds.
func indicator(_ type: NVActivityIndicatorType) -> RecordingHost {
    let host = makeHost(width: 120, height: 120, duration: 2)
    let view = NVActivityIndicatorView(frame: CGRect(x: 10, y: 10, width: 100, height: 100), type: type)
    host.rootView.addSubview(view)
    view.startAnimating()
    return host
}

/// A blue disc with three red ripples, twice, in 200 × 200 for 3 seconds.
func ripple() -> RecordingHost {
    let host = makeHost(width: 200, height: 200, duration: 3)
    let disc = UIView(frame: CGRect(x: 70, y: 70, width: 60, height: 60))
    disc.backgroundColor = .blue
    disc.layer.cornerRadius = 30
    host.rootView.addSubview(disc)
    disc.addRippleAnimation(color: .red, rippleWidth: 2, duration: 1.5, repeatCount: 2)
    return host
}

/// The check mark view, shown first (so `draw(_:)` has run), then started at 0.1 s.
func checkmark(_ start: @escaping (WVCheckMark) -> Void) -> RecordingHost {
    let host = makeHost(width: 120, height: 120, duration: 2)
    let check = WVCheckMark(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
    host.rootView.addSubview(check)
    host.runDisplayCycle()
    host.at(0.1) { start(check) }
    return host
}

/// Four cards flying in from the bottom, 0.05 s apart.
func flyIn(_ animate: @escaping ([UIView]) -> Void) -> RecordingHost {
    let host = makeHost(width: 200, height: 240, duration: 1.5)
    let colors: [UIColor] = [.red, .green, .blue, .yellow]
    let cards = colors.enumerated().map { index, color in
        let card = UIView(frame: CGRect(x: 20, y: 20 + CGFloat(index) * 55, width: 160, height: 45))
        card.backgroundColor = color
        host.rootView.addSubview(card)
        return card
    }
    host.at(0.1) { animate(cards) }
    return host
}

func makeClip(_ name: String) -> RecordingHost? {
    let fromBottom = AnimationType.from(direction: .bottom, offset: 60)
    switch name {
    case "ripple": return ripple()
    case "checkmark": return checkmark { $0.start() }
    case "checkmark-x": return checkmark { $0.startX() }
    case "checkmark-loading": return checkmark { $0.startLoading() }
    case "fly-in":
        return flyIn { UIView.animate(views: $0, animations: [fromBottom], duration: 0.6) }
    case "fly-in-spring":
        return flyIn {
            UIView.animate(
                views: $0, animations: [fromBottom, AnimationType.zoom(scale: 0.5)], duration: 0.8,
                usingSpringWithDamping: 0.5, initialSpringVelocity: 0)
        }
    case "fly-in-keyframes":
        return flyIn { cards in
            for card in cards {
                card.animateKeyFrames(
                    animations: [AnimationType.rotate(angle: .pi / 8), AnimationType.rotate(angle: -.pi / 8)],
                    duration: 1)
            }
        }
    default:
        return NVActivityIndicatorType.allCases.first { "\($0)" == name }.map(indicator)
    }
}

let arguments = CommandLine.arguments
guard arguments.count == 3, let host = makeClip(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: ios-code-check CLIP SCENE.json\n".utf8))
    exit(64)
}
do {
    try host.exportScene(to: arguments[2])
} catch {
    FileHandle.standardError.write(Data("ios-code-check: \(error)\n".utf8))
    exit(1)
}
