import Foundation
import Testing

@testable import TemplateTools

@Suite("The course's check: its exercises, their order and what a failed build says")
struct ExercisesTests {
  /// LEARN.md's exercises (this suite goes with the course).
  static func exercises() throws -> [Exercise] {
    let learn = packageRoot.appendingPathComponent("LEARN.md")
    return try Exercise.parse(try String(contentsOf: learn, encoding: .utf8)) { _ in true }
  }

  @Test("A marker and its diff make an exercise; a write one names its folder")
  func parses() throws {
    let text = """
      Some prose.
      <!-- exercise: file=Modules/A.swift test=ATests fails="Refuses it" -->
      ```diff
      -    return x
      +    return nil
      ```
      <!-- exercise: kind=write folder=docs/exercises/13-x test=XTests before='not traced' -->
      <!-- exercise: kind=write folder=docs/exercises/14-y test=YTests builds-on=2 -->
      """
    let parsed = try Exercise.parse(text) { _ in true }
    #expect(parsed.map(\.number) == [1, 2, 3])
    #expect(parsed[0].removed == ["    return x"] && parsed[0].added == ["    return nil"])
    #expect(parsed[0].fails == "Refuses it" && parsed[0].line == 2 && !parsed[0].writes)
    #expect(parsed[1].writes && parsed[1].before == "not traced" && parsed[1].buildsOn == nil)
    #expect(parsed[2].buildsOn == 2)
  }

  @Test(
    "A marker that is not one is refused, naming its line",
    arguments: [
      (
        "<!-- exercise: file=A.swift test=T -->\n```diff\n-a\n```",
        "LEARN.md:1: an exercise needs fails"
      ),
      (
        "<!-- exercise: file=A.swift test=T fails=x -->\ntext",
        "must be followed by a ```diff block"
      ),
      (
        "<!-- exercise: file=A.swift test=T fails=x -->\n```diff\n-a\n b\n```",
        "LEARN.md:4: a diff line"
      ),
      (
        "<!-- exercise: file=A.swift test=T fails=x -->\n```diff\n+a\n```",
        "must remove at least one"
      ),
      ("<!-- exercise: kind=write folder=f test=T -->", "f has no solution"),
      ("<!-- exercise: kind=write folder=f test=T builds-on=1 -->", "names no exercise before"),
      ("<!-- exercise: kind=write folder=f test=T says=x -->", "a written exercise has none"),
      (
        "<!-- exercise: file=A.swift test=T fails=x says='A:3: wrong' -->\n```diff\n-a\n```\n"
          + "It says `A:2: wrong`.\n### Next\nA:3: wrong", "does not quote what it says: A:3"
      ),
    ])
  func refuses(text: String, said: String) {
    #expect {
      try Exercise.parse(text) { _ in false }
    } throws: { error in
      "\(error)".contains(said)
    }
  }

  @Test("A quote of the output is found however the prose wraps it")
  func quotes() throws {
    let text = """
      <!-- exercise: file=A.swift test=T fails=x says="A:3: error: B may depend on C" -->
      ```diff
      -a
      ```
      It fails: `A:3: error: B may
      depend on C`.
      """
    #expect(try Exercise.parse(text) { _ in true }.first?.says == "A:3: error: B may depend on C")
  }

  @Test("The lines to change must stand in the file exactly once")
  func appliesOnce() throws {
    let exercise = Exercise(
      number: 1, line: 9, writes: false, test: "T", removed: ["a", "b"], added: ["c"])
    #expect(try exercise.applied(to: "x\na\nb\ny\n") == "x\nc\ny\n")
    #expect(throws: ToolError.self) { try exercise.applied(to: "a\nx\nb\n") }
    #expect(throws: ToolError.self) { try exercise.applied(to: "a\nb\na\nb\n") }
  }

  @Test("A failed build says each compiler error once, in order, at most twenty")
  func buildErrors() {
    let first = "/copy/Modules/A.swift:3:5: error: cannot find 'x' in scope"
    let second = "/copy/Tests/B.swift:9:1: error: missing import of defining module 'Domain'"
    let output = ["[1/9] Compiling A", first, "   |     `- error: x", second, first, second]
    #expect(
      buildProblem(output: output.joined(separator: "\n"), errors: "").split(separator: "\n")
        == [first[...], second[...], "(all of it: swift build --build-tests)"])
    let many = (1...25).map { "/copy/A.swift:\($0):1: error: e\($0)" }
    let said = buildProblem(output: many.joined(separator: "\n"), errors: "")
      .split(separator: "\n").map(String.init)
    #expect(Array(said.prefix(20)) == Array(many.prefix(20)) && said[20] == "(and 5 more)")
    #expect(buildProblem(output: "Building…", errors: "error: manifest").contains("manifest"))
  }

  @Test("Depth follows the layers")
  func depth() {
    #expect(ExercisePlan.depth("Domain") == 0)
    #expect(ExercisePlan.depth("Storage") == 1 && ExercisePlan.depth("StorageMocks") == 1)
    #expect(ExercisePlan.depth("Repositories") == 2 && ExercisePlan.depth("Features") == 3)
    #expect(ExercisePlan.depth("CLI") > ExercisePlan.depth("Features"))
    #expect(ExercisePlan.depth("DomainTests") > ExercisePlan.depth("Features"))
  }

  @Test("Changes first, then writes from the top down, independent ones batched last")
  func order() throws {
    let exercises = try Self.exercises()
    let units = ExercisePlan(root: packageRoot).order(exercises)
    #expect(units.flatMap { $0.map(\.number) }.sorted() == exercises.map(\.number))
    let writes = units.map { $0[0].writes }
    #expect(writes == writes.sorted { !$0 && $1 }, "a change ran after a write")
    let batched = Set(units.last?.map(\.number) ?? [])
    #expect(units.last?.first?.number == 1, "the track writes in Domain: last")
    #expect(batched.isSuperset(of: [17, 18]), "independent exercises are checked with the track")
    #expect(!batched.contains(16), "16 writes in Domain's tests, as the track does: alone")
  }

  @Test("An exercise naming a type another declares is not batched with it")
  func leaning() throws {
    let exercises = try Self.exercises()
    let track = Array(exercises[13...17])
    #expect(ExercisePlan(root: packageRoot).independent([exercises[11]], of: track))
    // A root beside the package's, its exercises linked in, and a solution that names `Album`.
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("strata-leaning-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let lean = root.appendingPathComponent("lean/solution/Modules/CLI/Lean.swift")
    try FileManager.default.createDirectory(
      at: lean.deletingLastPathComponent(), withIntermediateDirectories: true)
    try FileManager.default.createSymbolicLink(
      at: root.appendingPathComponent("docs"),
      withDestinationURL: packageRoot.appendingPathComponent("docs"))
    try "let albums: [Album] = []\n".write(to: lean, atomically: true, encoding: .utf8)
    var leaning = exercises[12]
    leaning.folder = "lean"
    #expect(!ExercisePlan(root: root).independent([leaning], of: track))
  }

  @Test("Every patch of an exercise applies where the check applies it")
  func patchesApply() throws {
    let exercises = try Self.exercises().filter(\.writes)
    let plan = ExercisePlan(root: packageRoot)
    for exercise in exercises {
      let work = FileManager.default.temporaryDirectory
        .appendingPathComponent("strata-patches-\(UUID().uuidString)")
      defer { try? FileManager.default.removeItem(at: work) }
      var check = ExerciseCheck(root: packageRoot, work: work)
      check.say = { _ in }
      // The order of the check: given/, solution/, solution.patch, then each bug alone.
      for path in plan.writtenPaths(exercise) {
        let source = packageRoot.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: source.path) else { continue }
        let target = work.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: source, to: target)
      }
      try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
      try check.commitAll()
      try check.applyReference(exercise)
      for bug in plan.bugs(exercise) {
        #expect(throws: Never.self, "\(bug) no longer applies; make it again from today's files") {
          try check.git(["apply", packageRoot.appendingPathComponent(bug).path])
        }
        check.takeOut(bug)
      }
    }
  }

  @Test("A bug.patch is planted first, then each bug-<what>.patch")
  func bugsInOrder() throws {
    let plan = ExercisePlan(root: packageRoot)
    let repository = try #require(try Self.exercises().first { $0.number == 3 })
    #expect(
      plan.bugs(repository).map { URL(fileURLWithPath: $0).lastPathComponent } == [
        "bug.patch", "bug-one-key.patch",
      ])
  }

  @Test("A program past its limit is stopped with every process it started")
  func limit() throws {
    let began = ContinuousClock.now
    // The child in a process group of its own (`set -m`), as `swift test` starts the tests, and
    // holding what Foundation waits on; bash alone, which the tests may run, waiting on a pipe.
    let run = try Command.run(
      "bash", ["-c", #"set -m; bash -c "read -t 120 <> <(:)" & wait"#],
      waiting: ExerciseCheck.waiting(limit: .seconds(1)))
    #expect(run.stopped)
    // Were the child left running, the run would end only with it, two minutes on.
    #expect(ContinuousClock.now - began < .seconds(60), "the program's child ran on")
  }
}
