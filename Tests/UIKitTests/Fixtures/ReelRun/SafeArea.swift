import UIKit

// A white screen with a red panel pinned to the safe area (reel run --device).
func record(in host: RecordingHost) {
    host.rootView.backgroundColor = .white
    let panel = UIView()
    panel.backgroundColor = .red
    panel.translatesAutoresizingMaskIntoConstraints = false
    host.rootView.addSubview(panel)
    let guide = host.rootView.safeAreaLayoutGuide
    NSLayoutConstraint.activate([
        panel.topAnchor.constraint(equalTo: guide.topAnchor),
        panel.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        panel.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        panel.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
    ])
}
