// `snapshot-bench <reel> <folder> [rounds]`: what a snapshot test costs. An iPhone-sized tree
// (375 × 667 pt at 2×: a navigation bar, twelve rounded cells with a badge, a title and a bar)
// is snapshotted as a test does it (`verifySnapshot` against its recorded reference: draw, PNG,
// compare) and drawn by `reel frame` from the same tree exported as a scene document (a process:
// start-up, parse, draw, PNG). Then a suite of 100 snapshots (the tree with each of 100 cells'
// states) is timed against its references. Prints a Markdown table (best and median of `rounds`).
import Foundation
import SnapshotTesting
import UIKit

let arguments = CommandLine.arguments
guard arguments.count >= 3 else {
    FileHandle.standardError.write(Data("usage: snapshot-bench <reel binary> <scratch folder> [rounds]\n".utf8))
    exit(64)
}
let reel = arguments[1]
let folder = arguments[2]
let rounds = arguments.count > 3 ? max(Int(arguments[3]) ?? 5, 1) : 5
let size = CGSize(width: 375, height: 667)

/// The phone screen; `variant` picks which cell is highlighted and the badges' shade.
func screen(in root: UIView, variant: Int) {
    root.backgroundColor = UIColor(white: 0.95, alpha: 1)
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 96))
    bar.backgroundColor = UIColor(red: 0.1, green: 0.45, blue: 0.95, alpha: 1)
    root.addSubview(bar)
    let title = UILabel(frame: CGRect(x: 16, y: 52, width: 343, height: 32))
    title.text = "Orders \(variant)"
    title.font = UIFont.boldSystemFont(ofSize: 24)
    title.textColor = .white
    bar.addSubview(title)
    for row in 0..<12 {
        let cell = UIView(frame: CGRect(x: 12, y: 108 + Double(row) * 46, width: 351, height: 40))
        cell.backgroundColor = row == variant % 12 ? UIColor(red: 1, green: 0.95, blue: 0.8, alpha: 1) : .white
        cell.layer.cornerRadius = 10
        let badge = UIView(frame: CGRect(x: 8, y: 8, width: 24, height: 24))
        badge.backgroundColor = UIColor(red: 0.95, green: 0.3 + Double(variant % 8) * 0.05, blue: 0.2, alpha: 1)
        badge.layer.cornerRadius = 12
        cell.addSubview(badge)
        let label = UILabel(frame: CGRect(x: 44, y: 10, width: 200, height: 20))
        label.text = "Order #\(1000 + row) · \(row + 1) items"
        label.font = UIFont.systemFont(ofSize: 15)
        cell.addSubview(label)
        let progress = UIView(frame: CGRect(x: 260, y: 17, width: 80 * Double(row + 1) / 12, height: 6))
        progress.backgroundColor = UIColor(red: 0.2, green: 0.7, blue: 0.4, alpha: 1)
        cell.addSubview(progress)
        root.addSubview(cell)
    }
}

func phone(variant: Int) -> UIView {
    let root = UIView(frame: CGRect(origin: .zero, size: size))
    screen(in: root, variant: variant)
    return root
}

/// Seconds `body` takes, best and median of `rounds`.
func timed(_ rounds: Int, _ body: () throws -> Void) rethrows -> (best: Double, median: Double) {
    var times: [Double] = []
    for _ in 0..<rounds {
        let start = Date()
        try body()
        times.append(Date().timeIntervalSince(start))
    }
    times.sort()
    return (times[0], times[times.count / 2])
}

func check(_ message: String?) {
    guard let message else { return }
    FileHandle.standardError.write(Data("snapshot-bench: a snapshot did not match: \(message)\n".utf8))
    exit(1)
}

try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
let references = folder + "/references"
// The reference, then the snapshot as a passing test takes it.
let view = phone(variant: 0)
_ = verifySnapshot(of: view, as: .image, named: "phone", record: .all, snapshotDirectory: references, testName: "b")
let snapshot = timed(rounds) {
    check(
        verifySnapshot(
            of: view, as: .image, named: "phone", record: .never, snapshotDirectory: references, testName: "b"))
}

// The same tree as a scene document, drawn by `reel frame`.
let host = RecordingHost(size: size, scale: 2, fps: 30, duration: 1)
screen(in: host.rootView, variant: 0)
let scene = folder + "/phone.json"
try host.exportScene(to: scene)
let frame = try timed(rounds) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: reel)
    process.arguments = ["frame", scene, "--time", "0", "--scale", "2", "-o", folder + "/phone.png"]
    try process.run()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
        FileHandle.standardError.write(Data("snapshot-bench: reel frame failed (\(process.terminationStatus))\n".utf8))
        exit(1)
    }
}

// A suite of 100 snapshots against their references.
let views = (0..<100).map(phone(variant:))
for (k, v) in views.enumerated() {
    _ = verifySnapshot(of: v, as: .image, named: "v\(k)", record: .all, snapshotDirectory: references, testName: "s")
}
let suite = timed(max(rounds / 2, 1)) {
    for (k, v) in views.enumerated() {
        check(
            verifySnapshot(
                of: v, as: .image, named: "v\(k)", record: .never, snapshotDirectory: references, testName: "s"))
    }
}

func ms(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }
func row(_ measure: String, _ best: String, _ median: String) { print("| \(measure) | \(best) | \(median) |") }
print("| measure | best | median |")
print("|---|---:|---:|")
row("one 375 × 667 pt @2x snapshot (draw, PNG, compare with its reference)", ms(snapshot.best), ms(snapshot.median))
row("`reel frame` of the same tree (process: start-up, parse, draw, PNG)", ms(frame.best), ms(frame.median))
row(
    "ratio snapshot / `reel frame`", String(format: "%.2f", snapshot.best / frame.best),
    String(format: "%.2f", snapshot.median / frame.median))
row(
    "100-snapshot suite (matching references)", String(format: "%.2f s", suite.best),
    String(format: "%.2f s", suite.median))
