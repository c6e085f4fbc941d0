// A file for `reel run` (UIKitTests' ReelRunTests): a view that draws itself in `draw(_:)` and is
// redrawn by a timer, as iOS code does it.
import UIKit

final class DialView: UIView {
    var lit = false {
        didSet { setNeedsDisplay() }
    }

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.setFillColor((lit ? UIColor.blue : UIColor.red).cgColor)
        context.fill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
    }
}

func record(in host: RecordingHost) {
    host.rootView.backgroundColor = .white
    let dial = DialView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    host.rootView.addSubview(dial)
    Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in dial.lit = true }
}
