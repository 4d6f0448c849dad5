public import Foundation
import Synchronization

/// Proves LEARN.md's exercises in a package at `work` (a copy, or a clean checkout): each one
/// applied makes the test it names fail with the words it says, each reference solution passes
/// and catches its planted bug; and checks a learner's own solution (``mine(_:)``).
///
/// Everything it changes in `work` it puts back: a changed file as it was, a written one as the
/// last commit has it (`work` is a git checkout).
public struct ExerciseCheck {
  /// The package the exercises and their folders are read from.
  public let root: URL
  /// The package they are applied to.
  public let work: URL
  /// How long one `swift test` may run: a solution that never returns fails, said so.
  public var testLimit: TimeInterval = 60
  /// Where progress goes, a line at a time.
  public var say: (String) -> Void = Command.say
  /// Set when the person stops the check: the program running is stopped, and the check
  /// unwinds, putting back what it changed.
  public var stopping: Stopping?

  private var plan: ExercisePlan { ExercisePlan(root: root) }

  /// A check of the exercises of `root`, applied in `work`.
  public init(root: URL, work: URL) {
    self.root = root
    self.work = work
  }

  // MARK: Running the package's tools

  /// Runs `executable` in `work`, unless the check was stopped.
  func run(_ executable: String, _ arguments: [String], limit: TimeInterval? = nil)
    throws(ToolError) -> Command.Result
  {
    let run = try Command.run(executable, arguments, in: work, limit: limit) {
      stopping?.signal != nil
    }
    if let signal = stopping?.signal { throw ToolError("stopped by signal \(signal)") }
    return run
  }

  /// `nil` when `work` builds, or what broke.
  public func build() throws(ToolError) -> String? {
    let built = try run("swift", ["build", "--build-tests"])
    return built.status == 0 ? nil : buildProblem(output: built.output, errors: built.errors)
  }

  /// `swift test --filter filter` on the build there is: whether it passed, and what it said.
  func test(_ filter: String, limit: TimeInterval? = nil) throws(ToolError) -> (
    passed: Bool, output: String
  ) {
    let limit = limit ?? testLimit
    let ran = try run("swift", ["test", "--skip-build", "--filter", filter], limit: limit)
    guard !ran.timedOut else {
      let said = ran.output.suffix(2000)
      return (
        false,
        "the tests did not end within \(Int(limit)) s and were stopped: a call that never "
          + "returns (an `await` on something that never comes) does this"
          + (said.isEmpty ? "" : "; what they said:\n\(said)")
      )
    }
    return (ran.status == 0, ran.output + ran.errors)
  }

  func git(_ arguments: [String]) throws(ToolError) {
    let ran = try run("git", arguments)
    guard ran.status == 0 else {
      throw ToolError("git \(arguments.joined(separator: " ")) failed: \(ran.output)\(ran.errors)")
    }
  }

  func architecture() throws(ToolError) -> String? {
    let ran = try run(work.appendingPathComponent("scripts/check-architecture").path, [])
    return ran.status == 0 ? nil : ran.output + ran.errors
  }

  /// Whether `work` is a git checkout with nothing changed and nothing untracked.
  public func isClean() -> Bool {
    let status = try? Command.run(
      "git", ["status", "--porcelain", "--untracked-files=all"], in: work)
    return status?.status == 0 && status?.output.isEmpty == true
  }

  /// Makes `work` a git repository whose one commit holds every file in it.
  public func commitAll() throws(ToolError) {
    try git(["init", "-q"])
    try git(["add", "-A"])
    try git([
      "-c", "user.name=check", "-c", "user.email=check@example.org", "commit", "-qm", "untouched",
      "--allow-empty",
    ])
  }

  // MARK: Putting files in and taking them out

  /// Copies the files under `folder` of `root` over `work`.
  func overlay(_ folder: String) throws(ToolError) {
    for path in plan.tree(folder) {
      let (source, target) = (
        root.appendingPathComponent(folder + "/" + path), work.appendingPathComponent(path)
      )
      do {
        try FileManager.default.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? FileManager.default.removeItem(at: target)
        try FileManager.default.copyItem(at: source, to: target)
      } catch {
        throw ToolError("\(folder)/\(path) could not be copied in: \(error)")
      }
    }
  }

  /// Puts an exercise's given files and reference solution in: what a step that builds on it
  /// starts from.
  func applyReference(_ exercise: Exercise) throws(ToolError) {
    guard let folder = exercise.folder else { return }
    try overlay(folder + "/given")
    try overlay(folder + "/solution")
    try applyPatch(folder + "/solution.patch")
  }

  func applyPatch(_ patch: String, reverse: Bool = false) throws(ToolError) {
    let path = root.appendingPathComponent(patch).path
    guard FileManager.default.fileExists(atPath: path) else { return }
    try git(["apply"] + (reverse ? ["-R"] : []) + [path])
  }

  /// Puts `paths` back as the last commit has them: tracked files checked out, new ones deleted
  /// with the folders they leave empty.
  func restore(_ paths: [String]) {
    for path in paths {
      let tracked =
        (try? Command.run("git", ["ls-files", "--error-unmatch", "--", path], in: work))?
        .status == 0
      if tracked {
        _ = try? Command.run("git", ["checkout", "-q", "HEAD", "--", path], in: work)
        continue
      }
      var folder = work.appendingPathComponent(path)
      try? FileManager.default.removeItem(at: folder)
      folder.deleteLastPathComponent()
      while folder.path.count > work.path.count,
        (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true
      {
        try? FileManager.default.removeItem(at: folder)
        folder.deleteLastPathComponent()
      }
    }
  }

  // MARK: The exercises

  /// The exercises that change a line: each makes its test fail, saying what LEARN.md says.
  func change(_ exercise: Exercise) throws(ToolError) -> String? {
    guard let file = exercise.file else { return "\(exercise.title): it names no file" }
    let url = work.appendingPathComponent(file)
    guard let original = try? String(contentsOf: url, encoding: .utf8) else {
      throw ToolError("LEARN.md:\(exercise.line): \(file) does not exist")
    }
    let changed = try exercise.applied(to: original)
    defer { try? original.write(to: url, atomically: true, encoding: .utf8) }
    do { try changed.write(to: url, atomically: true, encoding: .utf8) } catch {
      throw ToolError("\(file) could not be written: \(error)")
    }
    if let problem = try build() {
      return "\(exercise.title): the changed copy does not build:\n\(problem)"
    }
    let run = try test(exercise.test)
    if run.passed { return "\(exercise.title): the tests still pass with the change" }
    if let fails = exercise.fails, !run.output.contains(fails) {
      return "\(exercise.title): the tests fail, but the output does not say '\(fails)':\n"
        + run.output.suffix(3000)
    }
    if let says = exercise.says, !run.output.contains(says) {
      return "\(exercise.title): LEARN.md quotes '\(says)', which the output does not say:\n"
        + run.output.suffix(3000)
    }
    return nil
  }

  /// The steps of a track, or a batch of independent units, with one build for what the learner
  /// is given, one for the solutions and one for the planted bugs.
  ///
  /// Building every reference solution at once proves what building them in turn would: each
  /// step writes in targets of its own (checked here), a module sees only those below it, and
  /// across units no file names a type another declares. The bugs go in together for the same
  /// reason: each is in its step's layer, below the suites of the steps after it, which run on
  /// mocks of it.
  func track(_ steps: [Exercise]) throws(ToolError) -> [String] {
    var seen: [String: Int] = [:]
    for step in steps {
      for target in plan.targets(step) {
        if let other = seen[target] {
          throw ToolError(
            "LEARN.md: exercises \(other) and \(step.number) both write in \(target): a track's "
              + "steps must each be a layer of their own")
        }
        seen[target] = step.number
      }
    }
    let before = steps.filter { $0.before != nil }
    guard steps.count == 1 || before.allSatisfy({ $0.buildsOn == nil }) else {
      throw ToolError("LEARN.md: a step that builds on another cannot say what fails before it")
    }
    if let first = before.first {
      for step in before { try overlay((step.folder ?? "") + "/given") }
      if let problem = try build() {
        return ["\(first.title): the given files do not build:\n\(problem)"]
      }
    }
    var problems: [String] = []
    for step in before {
      let run = try test(step.test)
      if run.passed || !run.output.contains(step.before ?? "") {
        problems.append(
          "\(step.title): before the solution, the test should fail saying '\(step.before ?? "")':\n"
            + run.output.suffix(3000))
      }
    }
    guard problems.isEmpty, let first = steps.first, let last = steps.last else { return problems }
    for step in steps { try applyReference(step) }
    if let problem = try build() {
      return ["\(first.title) to \(last.number): the reference solutions do not build:\n\(problem)"]
    }
    for step in steps {
      let run = try test(step.test)
      if !run.passed {
        problems.append(
          "\(step.title): the reference solution fails its test:\n" + run.output.suffix(3000))
      }
    }
    if let broken = try architecture() {
      problems.append("\(first.title): the reference solutions break the architecture:\n\(broken)")
    }
    guard problems.isEmpty else { return problems }
    // A step's bugs are caught one at a time: its first bug in the first round, with the first
    // bug of every other step, its second in the second, and so on.
    let bugs = steps.map { (step: $0, bugs: plan.bugs($0)) }
    for round in 0..<(bugs.map(\.bugs.count).max() ?? 0) {
      let planted = bugs.filter { round < $0.bugs.count }.map { ($0.step, $0.bugs[round]) }
      problems += try plant(planted, from: first)
    }
    return problems
  }

  /// Plants every bug of `planted` at once, and holds each step's suite to catching its own;
  /// takes them out again.
  func plant(_ planted: [(step: Exercise, bug: String)], from first: Exercise) throws(ToolError)
    -> [String]
  {
    var applied: [String] = []
    defer { for bug in applied.reversed() { try? applyPatch(bug, reverse: true) } }
    for (_, bug) in planted {
      try applyPatch(bug)
      applied.append(bug)
    }
    if let problem = try build() {
      return ["\(first.title): with the bugs planted the package does not build:\n\(problem)"]
    }
    var problems: [String] = []
    for (step, bug) in planted {
      let name = URL(fileURLWithPath: bug).lastPathComponent
      let run = try test(step.test)
      if run.passed {
        problems.append("\(step.title): the reference solution does not catch \(name)")
      } else if let fails = step.fails, !run.output.contains(fails) {
        problems.append(
          "\(step.title): with \(name) the test fails, but does not say '\(fails)':\n"
            + run.output.suffix(3000))
      }
    }
    return problems
  }

  /// Every exercise of `exercises`, checked in ``ExercisePlan/order(_:)``; `all` are every one
  /// of LEARN.md's, which the steps build on. Returns the problems found.
  public func run(_ exercises: [Exercise], all: [Exercise]) throws(ToolError) -> [String] {
    let changing = exercises.filter { !$0.writes }
    if !changing.isEmpty {
      let filter = Set(changing.map(\.test)).sorted().joined(separator: "|")
      let run = try test(filter, limit: 600)
      guard run.passed else {
        throw ToolError(
          "the tests the exercises name fail before any change:\n" + run.output.suffix(4000))
      }
    }
    var problems: [String] = []
    for unit in plan.order(exercises) {
      let began = Date()
      let took = { "(\(Int(Date().timeIntervalSince(began))) s)" }
      guard let exercise = unit.first else { continue }
      if !exercise.writes {
        if let problem = try change(exercise) {
          problems.append(problem)
        } else {
          say(
            "  \(exercise.number). \(exercise.file ?? ""): --filter \(exercise.test) fails as LEARN.md says \(took())"
          )
        }
        continue
      }
      // A step checked alone starts from the reference solutions of the steps it builds on.
      let chain = unit.count == 1 ? lineage(of: exercise, in: all) : []
      defer { restore(Array(Set((chain + unit).flatMap(plan.writtenPaths))).sorted()) }
      for step in chain { try applyReference(step) }
      let found = try track(unit)
      problems += found
      if found.isEmpty {
        let numbers = unit.map { String($0.number) }.joined(separator: ", ")
        say(
          "  \(numbers). each fails as it says before its solution, each reference solution passes its suite, and each planted bug is caught \(took())"
        )
      }
    }
    return problems
  }

  /// The exercises `exercise` builds on, the first step first.
  func lineage(of exercise: Exercise, in all: [Exercise]) -> [Exercise] {
    var chain: [Exercise] = []
    var step = exercise
    while let number = step.buildsOn, let earlier = all.first(where: { $0.number == number }),
      !chain.contains(earlier)
    {
      chain.insert(earlier, at: 0)
      step = earlier
    }
    return chain
  }

  /// Checks the learner's own solution in `work` as they left it: the exercise's test passes,
  /// the architecture holds, and each bug the exercise plants in code the learner did not write
  /// is caught. Returns a problem, or `nil`; `planted` says whether a bug was planted.
  public func mine(_ exercise: Exercise) throws(ToolError) -> (problem: String?, planted: Bool) {
    let folder = exercise.folder ?? ""
    for path in plan.tree(folder + "/given")
    where !FileManager.default.fileExists(atPath: work.appendingPathComponent(path).path) {
      return ("copy \(folder)/given/\(path) to \(path) first", false)
    }
    if let problem = try build() { return ("your package does not build:\n\(problem)", false) }
    let run = try test(exercise.test)
    guard run.passed else {
      return (
        "swift test --filter \(exercise.test) does not pass:\n" + run.output.suffix(3000), false
      )
    }
    guard let ran = run.output.firstMatch(of: #/Test run with (\d+) tests?/#), ran.output.1 != "0"
    else {
      return (
        "no test matches --filter \(exercise.test): LEARN.md names the suite; call yours so", false
      )
    }
    if let broken = try architecture() {
      return ("your solution breaks the architecture:\n\(broken)", false)
    }
    var planted = false
    for bug in plan.bugs(exercise) {
      let name = URL(fileURLWithPath: bug).lastPathComponent
      let targets = plan.patched(bug)
      if targets.contains(where: Set(plan.tree(folder + "/solution")).contains) {
        say(
          "  (\(name) plants a bug in a file you write: only the reference solution is held to it)")
        continue
      }
      guard
        (try self.run("git", ["apply", "--check", root.appendingPathComponent(bug).path]))
          .status == 0
      else {
        return (
          "the planted bug cannot be applied to \(targets.joined(separator: ", ")): the exercise "
            + "plants it in code you did not write, so put that file back as it was "
            + "(git checkout -- <file>) and try again", planted
        )
      }
      try applyPatch(bug)
      defer { try? applyPatch(bug, reverse: true) }
      planted = true
      if let problem = try build() {
        return ("with \(name) the package does not build:\n\(problem)", true)
      }
      let caught = try test(exercise.test)
      if caught.passed { return ("your test does not catch the bug \(name) plants", true) }
      if let fails = exercise.fails, !caught.output.contains(fails) {
        return (
          "with \(name) the test fails, but does not say '\(fails)':\n"
            + caught.output.suffix(3000), true
        )
      }
    }
    return (nil, planted)
  }
}

/// The signal that asked a tool to stop (Ctrl-C, `SIGTERM`), once one has: a program the tool
/// runs then is stopped with what it started, so the tool can put back what it changed.
public final class Stopping: Sendable {
  private let received = Mutex<Int32?>(nil)

  /// Nothing received yet.
  public init() {}

  /// The signal received, if one was.
  public var signal: Int32? { received.withLock { $0 } }

  /// Records `signal`.
  public func receive(_ signal: Int32) { received.withLock { $0 = $0 ?? signal } }
}
