public import Foundation

/// Proves LEARN.md's exercises in a package at `work` (a copy, or a clean checkout): each one
/// applied makes the test it names fail with the words it says, each reference solution passes
/// and catches each bug it plants; and checks a learner's own solution (``mine(_:)``).
///
/// Everything it changes in `work` it puts back, stopped or not: a changed file as it was, a
/// written one as the last commit has it (`work` is a git checkout), a planted bug taken out.
public struct ExerciseCheck {
  /// The package the exercises and their folders are read from.
  public let root: URL
  /// The package they are applied to.
  public let work: URL
  /// How long one `swift test` may run: past the tests' own limit of a minute, so a test that
  /// hangs names itself first.
  public var testLimit: Duration = .seconds(90)
  /// Where progress goes, a line at a time.
  public var say: (String) -> Void = Command.say

  var plan: ExercisePlan { ExercisePlan(root: root) }

  /// A check of the exercises of `root`, applied in `work`.
  public init(root: URL, work: URL) {
    self.root = root
    self.work = work
  }

  // MARK: Running the package's tools

  /// Runs `executable` in `work`, unless the check was stopped.
  func execute(_ executable: String, _ arguments: [String], limit: Duration? = nil)
    throws(ToolError) -> Command.Result
  {
    let ran = try Command.run(
      executable, arguments, in: work, waiting: Self.waiting(limit: limit))
    if let signal = Self.stopped { throw ToolError("stopped by signal \(signal)") }
    return ran
  }

  /// `nil` when `work` builds, or what broke.
  public func build() throws(ToolError) -> String? {
    let built = try execute("swift", ["build", "--build-tests"])
    return built.status == 0 ? nil : buildProblem(output: built.output, errors: built.errors)
  }

  /// `swift test --filter filter` on the build there is: whether it passed, and what it said.
  func test(_ filter: String, limit: Duration? = nil) throws(ToolError) -> (
    passed: Bool, output: String
  ) {
    let limit = limit ?? testLimit
    let ran = try execute("swift", ["test", "--skip-build", "--filter", filter], limit: limit)
    let said = ran.output + ran.errors
    guard !ran.stopped else {
      return (
        false,
        "the tests did not end within \(limit.components.seconds) s and were stopped: a call "
          + "that never returns (an `await` on something that never comes) does this"
          + (said.isEmpty ? "" : "; what they said:\n\(said.suffix(2000))")
      )
    }
    return (ran.status == 0, said)
  }

  func git(_ arguments: [String]) throws(ToolError) {
    let ran = try execute("git", arguments)
    guard ran.status == 0 else {
      throw ToolError("git \(arguments.joined(separator: " ")) failed: \(ran.output)\(ran.errors)")
    }
  }

  func architecture() throws(ToolError) -> String? {
    let ran = try execute(work.appendingPathComponent("scripts/check-architecture").path, [])
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
    let patch = folder + "/solution.patch"
    if FileManager.default.fileExists(atPath: root.appendingPathComponent(patch).path) {
      try git(["apply", root.appendingPathComponent(patch).path])
    }
  }

  /// Takes `patch` out again, whatever stopped the check: nothing stops this. When it cannot,
  /// and the patch is in, it says how to take it out by hand.
  func takeOut(_ patch: String) {
    let path = root.appendingPathComponent(patch).path
    let out = try? Command.run("git", ["apply", "-R", path], in: work)
    guard out?.status != 0 else { return }
    // Not in at all (the check stopped before it went in): nothing to take out.
    if (try? Command.run("git", ["apply", "--check", path], in: work))?.status == 0 { return }
    say("could not take \(patch) out again; run: git apply -R \(path)")
  }

  /// Puts `paths` back as the last commit has them: tracked files checked out, new ones deleted
  /// with the folders they leave empty. Nothing stops this either.
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

  /// An exercise that changes lines: its test must fail, saying what LEARN.md says.
  func change(_ exercise: Exercise) throws(ToolError) -> String? {
    let file = exercise.file ?? ""
    let url = work.appendingPathComponent(file)
    guard let original = try? String(contentsOf: url, encoding: .utf8) else {
      throw ToolError("LEARN.md:\(exercise.line): \(file) does not exist")
    }
    let changed = try exercise.applied(to: original)
    defer {
      do { try original.write(to: url, atomically: true, encoding: .utf8) } catch {
        say("could not put \(file) back as it was (\(error)); run: git checkout -- \(file)")
      }
    }
    do { try changed.write(to: url, atomically: true, encoding: .utf8) } catch {
      throw ToolError("\(file) could not be written: \(error)")
    }
    if let problem = try build() {
      return "\(exercise.title): the changed copy does not build:\n\(problem)"
    }
    let run = try test(exercise.test)
    if run.passed { return "\(exercise.title): the tests still pass with the change" }
    for words in [exercise.fails, exercise.says].compactMap({ $0 })
    where !run.output.contains(words) {
      return "\(exercise.title): the tests fail, but the output does not say '\(words)':\n"
        + run.output.suffix(3000)
    }
    return nil
  }

  /// The steps of a track, or a batch of independent units, with one build for what the learner
  /// is given and one for the solutions; then each planted bug alone.
  ///
  /// Building every reference solution at once proves what building them in turn would: each
  /// step writes in targets of its own (checked here), a module sees only those below it, and
  /// across units no file names a type another declares.
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
          "\(step.title): before the solution, the test should fail saying "
            + "'\(step.before ?? "")':\n" + run.output.suffix(3000))
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
    for step in steps {
      for bug in plan.bugs(step) {
        // With a bug in, the suite only has to fail, and a hang is a failure: half a minute
        // tells one (the suites take seconds) without waiting for the tests' own limit.
        let limit = Duration.seconds(30)
        if let problem = try plant(bug, for: step, whose: "the reference solution", limit: limit) {
          problems.append(problem)
        }
      }
    }
    return problems
  }

  /// Plants `bug` alone, holds `step`'s suite to catching it within `limit`, and takes it out
  /// again.
  func plant(_ bug: String, for step: Exercise, whose: String, limit: Duration? = nil)
    throws(ToolError) -> String?
  {
    let name = URL(fileURLWithPath: bug).lastPathComponent
    defer { takeOut(bug) }
    try git(["apply", root.appendingPathComponent(bug).path])
    if let problem = try build() {
      return "\(step.title): with \(name) planted the package does not build:\n\(problem)"
    }
    let run = try test(step.test, limit: limit)
    if run.passed { return "\(step.title): \(whose) does not catch the bug \(name) plants" }
    if let fails = step.fails, !run.output.contains(fails) {
      return "\(step.title): with \(name) the test fails, but does not say '\(fails)':\n"
        + run.output.suffix(3000)
    }
    return nil
  }

  /// Every exercise of `exercises`, checked in ``ExercisePlan/order(_:)``; `all` are every one
  /// of LEARN.md's, which the steps build on. Returns the problems found.
  public func prove(_ exercises: [Exercise], all: [Exercise]) throws(ToolError) -> [String] {
    let changing = exercises.filter { !$0.writes }
    if !changing.isEmpty {
      let filter = Set(changing.map(\.test)).sorted().joined(separator: "|")
      let run = try test(filter, limit: .seconds(600))
      guard run.passed else {
        throw ToolError(
          "the tests the exercises name fail before any change:\n" + run.output.suffix(4000))
      }
    }
    var problems: [String] = []
    for unit in plan.order(exercises) {
      let began = ContinuousClock.now
      let took = { "(\((ContinuousClock.now - began).components.seconds) s)" }
      guard let exercise = unit.first else { continue }
      if !exercise.writes {
        if let problem = try change(exercise) {
          problems.append(problem)
        } else {
          say(
            "  \(exercise.number). \(exercise.file ?? ""): --filter \(exercise.test) fails as "
              + "LEARN.md says \(took())")
        }
        continue
      }
      // A unit starts from the reference solutions of the steps it builds on.
      var chain: [Exercise] = []
      for step in unit.flatMap({ lineage(of: $0, in: all) })
      where !unit.contains(step) && !chain.contains(step) {
        chain.append(step)
      }
      defer { restore(Array(Set((chain + unit).flatMap(plan.writtenPaths))).sorted()) }
      for step in chain { try applyReference(step) }
      let found = try track(unit)
      problems += found
      guard found.isEmpty else { continue }
      var checked = ["each reference solution passes its suite"]
      if unit.contains(where: { $0.before != nil }) {
        checked.insert("each fails as it says before its solution", at: 0)
      }
      if unit.contains(where: { !plan.bugs($0).isEmpty }) {
        checked.append("each planted bug is caught")
      }
      say(
        "  \(unit.map { String($0.number) }.joined(separator: ", ")). "
          + "\(checked.joined(separator: ", ")) \(took())")
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
    let written = Set(plan.tree(folder + "/solution"))
    for bug in plan.bugs(exercise) {
      let name = URL(fileURLWithPath: bug).lastPathComponent
      let targets = plan.patched(bug)
      if targets.contains(where: written.contains) {
        say(
          "  (\(name) plants a bug in a file you write: only the reference solution is held to it)")
        continue
      }
      let check = ["apply", "--check", root.appendingPathComponent(bug).path]
      guard try execute("git", check).status == 0 else {
        return (
          "the planted bug cannot be applied to \(targets.joined(separator: ", ")): the exercise "
            + "plants it in code you did not write, so put that file back as it was "
            + "(git checkout -- <file>) and try again", planted
        )
      }
      planted = true
      if let problem = try plant(bug, for: exercise, whose: "your test") {
        return (problem, true)
      }
    }
    return (nil, planted)
  }
}
