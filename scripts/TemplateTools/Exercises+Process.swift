import Foundation
import Synchronization

/// The signal that asked the check to stop, or 0. A signal is the whole process's, and its handler
/// may only store a number, so the flag is the process's too; only `check-exercises` installs the
/// handler (``ExerciseCheck/catchStops()``), and no test does.
private let stopSignal = Atomic<Int32>(0)

extension ExerciseCheck {
  /// Catches Ctrl-C and `SIGTERM`, so that a check puts back what it changed before it ends. A
  /// caught signal's handling is reset in the programs it starts, as an ignored one's is not.
  public static func catchStops() {
    for number in [SIGINT, SIGTERM] {
      signal(number) { stopSignal.store($0, ordering: .relaxed) }
    }
  }

  /// The signal that asked the check to stop, once one has.
  public static var stopped: Int32? {
    let number = stopSignal.load(ordering: .relaxed)
    return number == 0 ? nil : number
  }

  /// Waits for a program up to `limit`, or until the check is stopped; then kills it and every
  /// process below it, and says that it did.
  static func waiting(limit: Duration?) -> (Process) -> Bool {
    { process in
      let clock = ContinuousClock()
      let deadline = limit.map { clock.now.advanced(by: $0) }
      while process.isRunning {
        guard deadline.map({ clock.now < $0 }) ?? true, stopped == nil else {
          // Foundation starts each program in a process group of its own, and `swift test` its
          // test runner in another, while Foundation waits for every process that holds what it
          // gave the program: so each process below it, by its parent, until none is left.
          for _ in 0..<100 where process.isRunning {
            for pid in tree(of: process.processIdentifier) { kill(pid, SIGKILL) }
            Thread.sleep(forTimeInterval: 0.05)
          }
          return true
        }
        Thread.sleep(forTimeInterval: 0.1)
      }
      return false
    }
  }

  /// `pid` first, then every process it started and they started: from `/proc` where there is
  /// one (Linux), else as `ps` lists them.
  static func tree(of pid: Int32) -> [Int32] {
    var children: [Int32: [Int32]] = [:]
    if let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") {
      for entry in entries {
        // `pid (name) state ppid …`: the name may hold anything, so the fields after its `)`.
        guard let child = Int32(entry),
          let stat = try? String(contentsOfFile: "/proc/\(entry)/stat", encoding: .utf8),
          let end = stat.lastIndex(of: ")"),
          let parent = stat[stat.index(after: end)...].split(separator: " ").dropFirst().first
            .flatMap({ Int32($0) })
        else { continue }
        children[parent, default: []].append(child)
      }
    } else if let listed = try? Command.run("ps", ["-A", "-o", "pid=,ppid="]) {
      for line in listed.output.split(separator: "\n") {
        let fields = line.split(separator: " ").compactMap { Int32($0) }
        if fields.count == 2 { children[fields[1], default: []].append(fields[0]) }
      }
    }
    var found = [pid]
    var index = 0
    while index < found.count {
      found += children[found[index]] ?? []
      index += 1
    }
    return found
  }
}
