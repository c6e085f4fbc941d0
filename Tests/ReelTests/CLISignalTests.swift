import Foundation
import Testing
import _ReelTestSupport

@testable import Reel
@testable import ReelCLI

/// SIGINT and SIGTERM as a shell delivers them, to real child processes only: every signal
/// here goes to a process group or a process this suite spawned, never to the test process,
/// so no other suite running beside it can be interrupted.
@Suite struct CLISignalTests {
    /// 90 frames of 320 × 320 pixels: long enough that a signal sent once three frames are
    /// written arrives while most of the clip is still to render.
    static let scene = """
        {
          "reel": 1, "size": [160, 160], "scale": 2, "fps": 30, "duration": 3, "background": "#ffffff",
          "layers": [
            { "name": "dot", "bounds": [0, 0, 40, 40], "position": [20, 80], "cornerRadius": 20,
              "backgroundColor": "#0a84ff",
              "animations": [ { "keyPath": "position.x", "fromValue": 20, "toValue": 140, "duration": 3 } ] }
          ]
        }
        """
    static let frameCount = 90

    /// A folder with `scene.json`.
    static func workspace() throws -> String {
        let dir = try CLI.temporaryDirectory()
        try Data(scene.utf8).write(to: URL(fileURLWithPath: dir + "/scene.json"))
        return dir
    }

    @Test func ctrlCStopsAShellLoopAtTheFirstRender() throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let shell = try ChildShell(
            script: "for i in 1 2 3; do \"$1\" render scene.json -o out$i/ -q; done", in: dir)
        defer { shell.killIfRunning() }
        _ = try shell.waitForReel(writing: "out1", in: dir)
        // Ctrl-C: the terminal sends SIGINT to the whole foreground process group.
        try shell.signalGroup(SIGINT)
        let status = shell.wait()
        #expect(status == .signaled(SIGINT) || status == .exited(130), "the loop went on: \(status)")
        #expect(try Self.entries(dir) == ["scene.json"], "no output, no temporary file, no second render")
    }

    @Test(arguments: [(SIGINT, 130), (SIGTERM, 143)])
    func reelEndsByTheSignalSoTheShellSees128PlusIt(signal: Int32, code: Int) throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // An existing output stays untouched.
        try FileManager.default.createDirectory(atPath: dir + "/out", withIntermediateDirectories: true)
        try Data("old".utf8).write(to: URL(fileURLWithPath: dir + "/out/keep.txt"))
        let shell = try ChildShell(
            script: "\"$1\" render scene.json -o out/ -q 2> err.txt; echo $? > status.txt", in: dir)
        defer { shell.killIfRunning() }
        let reel = try shell.waitForReel(writing: "out", in: dir)
        #expect(kill(reel, signal) == 0)
        #expect(shell.wait() == .exited(0))
        let status = try String(contentsOfFile: dir + "/status.txt", encoding: .utf8)
        #expect(status == "\(code)\n")
        let name = signal == SIGINT ? "SIGINT" : "SIGTERM"
        #expect(
            try String(contentsOfFile: dir + "/err.txt", encoding: .utf8)
                == "Error: interrupted by \(name); no output was written (existing files are untouched)\n")
        #expect(try Self.entries(dir) == ["err.txt", "out", "scene.json", "status.txt"])
        #expect(try Self.entries(dir + "/out") == ["keep.txt"])
    }

    @Test func aSignalIgnoredAtStartStaysIgnored() throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        // A background job of a non-interactive shell starts with SIGINT ignored; `trap ''` does the same.
        let shell = try ChildShell(script: "trap '' INT; exec \"$1\" render scene.json -o out/ -q", in: dir)
        defer { shell.killIfRunning() }
        let reel = try shell.waitForReel(writing: "out", in: dir)
        #expect(kill(reel, SIGINT) == 0)
        #expect(shell.wait() == .exited(0))
        #expect(try Self.entries(dir + "/out").count == Self.frameCount)
    }

    /// In-process callers get the code and a typed cancellation, never a dead process.
    @Test(arguments: [
        (["render", "scene.json", "-o", "out.gif", "-o", "frames/", "-q"], SIGTERM, Int32(143)),
        (["frame", "scene.json", "--frame", "3", "-o", "f.png"], SIGINT, Int32(130)),
    ])
    func anInterruptionInProcessIsTheSignalsCodeAndWritesNothing(arguments: [String], signal: Int32, code: Int32)
        throws
    {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let interruption = Interruption()
        interruption.interrupt(signal: signal)
        let err = Capture()
        let inDir = arguments.map { ["scene.json", "out.gif", "frames/", "f.png"].contains($0) ? dir + "/" + $0 : $0 }
        let status = ReelCommandLine.run(
            arguments: inDir, io: CommandIO(output: { _ in }, error: { err.text += $0 }), interruption: interruption)
        #expect(status == code)
        #expect(err.text.hasPrefix("Error: interrupted by SIG"), "\(err.text)")
        #expect(try Self.entries(dir) == ["scene.json"])
    }

    /// `reel hash` prints its list as it goes, so an interrupted run says the list on stdout is
    /// cut short instead of claiming nothing was written.
    @Test func anInterruptedHashSaysItsListIsIncomplete() throws {
        let dir = try Self.workspace()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let interruption = Interruption()
        interruption.interrupt(signal: SIGINT)
        let out = Capture()
        let err = Capture()
        let status = ReelCommandLine.run(
            arguments: ["hash", dir + "/scene.json", "-q"],
            io: CommandIO(output: { out.text += $0 }, error: { err.text += $0 }), interruption: interruption)
        #expect(status == 130)
        #expect(out.text.hasPrefix("# "), "the header was printed: \(out.text)")
        #expect(
            err.text.hasPrefix("Error: interrupted by SIGINT after 0 frame hashes of \(Self.frameCount);"),
            "\(err.text)")
        #expect(err.text.contains("the hash list on stdout is incomplete"))
        #expect(!err.text.contains("no output was written"))
    }

    /// The names in `dir`, sorted, hidden ones included.
    static func entries(_ dir: String) throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: dir).sorted()
    }
}

/// `bash -c SCRIPT bash REEL` in `directory`, in a new process group, with SIGINT and SIGTERM
/// at their default actions and no signal blocked (whatever the test thread had).
final class ChildShell {
    enum Status: Equatable, CustomStringConvertible {
        case exited(Int32)
        case signaled(Int32)
        var description: String {
            switch self {
            case .exited(let c): "exited with \(c)"
            case .signaled(let s): "killed by signal \(s)"
            }
        }
    }

    let pid: pid_t
    /// The wait status, once the shell has been reaped.
    private var finalStatus: Int32?

    init(script: String, in directory: String) throws {
        let command = "cd '\(directory)' && " + script
        let arguments = ["/bin/bash", "-c", command, "bash", CLI.executable.path]
        let argv: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) } + [nil]
        defer { for p in argv { free(p) } }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        sigaddset(&defaults, SIGINT)
        sigaddset(&defaults, SIGTERM)
        var mask = sigset_t()
        sigemptyset(&mask)
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setsigmask(&attributes, &mask)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        var child: pid_t = 0
        let result = posix_spawn(&child, "/bin/bash", nil, &attributes, argv, environ)
        guard result == 0 else { throw POSIXError(POSIXErrorCode(rawValue: result) ?? .EINVAL) }
        pid = child
    }

    /// Waits until the `reel` child has written three frames into the temporary folder of
    /// `output` (`.out.reel-tmp-<pid>`), and returns that reel's process id.
    /// - Throws: when no reel writes within a minute (it failed, or the machine is stuck).
    func waitForReel(writing output: String, in directory: String) throws -> pid_t {
        let prefix = ".\(output).reel-tmp-"
        for _ in 0..<6000 {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            if let temp = names.first(where: { $0.hasPrefix(prefix) }), let reel = pid_t(temp.dropFirst(prefix.count)),
                ((try? FileManager.default.contentsOfDirectory(atPath: directory + "/" + temp)) ?? []).count >= 3
            {
                return reel
            }
            if !running { break }
            usleep(10_000)
        }
        throw ChildError("reel never started writing \(output) in \(directory)")
    }

    /// Sends `signal` to the shell's process group (the shell and its reel), as a terminal's
    /// Ctrl-C does. Refuses when the group is the test process's own.
    func signalGroup(_ signal: Int32) throws {
        let group = getpgid(pid)
        guard group == pid, group != getpgrp() else { throw ChildError("the shell is not in a group of its own") }
        guard kill(-group, signal) == 0 else { throw ChildError("kill failed: errno \(errno)") }
    }

    /// Whether the shell is still running (reaping it when it has ended).
    private var running: Bool {
        guard finalStatus == nil else { return false }
        var status: Int32 = 0
        guard waitpid(pid, &status, WNOHANG) == pid else { return true }
        finalStatus = status
        return false
    }

    /// Waits for the shell to end.
    func wait() -> Status {
        if finalStatus == nil {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
            finalStatus = status
        }
        let status = finalStatus!
        let signal = status & 0x7f
        return signal == 0 ? .exited((status >> 8) & 0xff) : .signaled(signal)
    }

    /// Kills the group if a failed expectation left it running.
    func killIfRunning() {
        guard running else { return }
        kill(-pid, SIGKILL)
        _ = wait()
    }
}
