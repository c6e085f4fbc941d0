// A file for `reel run` (UIKitTests' ReelRunTests): iOS code as it would be in an app, plus the
// `record(in:)` function `reel run` calls.
import UIKit

final class SpinnerView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        let bar = CAShapeLayer()
        bar.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: frame.width, height: 10)).cgPath
        bar.fillColor = UIColor.red.cgColor
        bar.frame = bounds
        layer.addSublayer(bar)
        let turn = CABasicAnimation(keyPath: "transform.rotation.z")
        turn.fromValue = 0
        turn.toValue = CGFloat.pi
        turn.duration = 1
        bar.add(turn, forKey: "turn")
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

func record(in host: RecordingHost) {
    host.rootView.backgroundColor = .white
    host.rootView.addSubview(SpinnerView(frame: CGRect(x: 10, y: 10, width: 80, height: 80)))
}
