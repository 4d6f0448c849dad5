import Foundation
import TemplateTools

extension Template {
  static let checkExercisesHelp = """
    Proves LEARN.md's exercises: each one, applied to a copy of the package, makes the test it
    names fail with the words it says; each reference solution passes and catches its planted bug.

        scripts/check-exercises              every exercise
        scripts/check-exercises --only 6     one exercise, by its number (or several: --only 1 2)
        scripts/check-exercises --mine 3     your own solution to exercise 3, in this checkout
        scripts/check-exercises --list       what the exercises are, without running anything
        scripts/check-exercises --in-place-if-clean
                                             in this checkout when git sees no change in it (as in
                                             CI's fresh clone), on the build it has; else a copy

    How an exercise is written: scripts/TemplateTools/Exercises.swift and docs/exercises/README.md.
    A test run that does not end within a minute is stopped, with what it started, and said so.
    Stopped (Ctrl-C), it puts back what it changed first. Exit codes: 0 every exercise verified
    (or your solution done); 1 one does not work, or LEARN.md is not as it should be; 2 a usage
    error.
    """

  /// `check-exercises`: LEARN.md's exercises proved, or the learner's own solution checked.
  static func checkExercises(_ arguments: inout Arguments) {
    ExerciseCheck.catchStops()
    do {
      try proveExercises(&arguments)
    } catch {
      // Stopped, it has unwound by now: what it changed is back, its copy gone.
      if let signal = ExerciseCheck.stopped {
        fail("check-exercises: stopped; what it changed is put back", code: 128 + signal)
      }
      fail("check-exercises: \(error)", code: 1)
    }
  }

  static func proveExercises(_ arguments: inout Arguments) throws(ToolError) {
    if arguments.flag("--help") || arguments.flag("-h") {
      print(checkExercisesHelp)
      return
    }
    let (listing, inPlace) = (arguments.flag("--list"), arguments.flag("--in-place-if-clean"))
    if arguments.rest.last == "--mine" { fail("check-exercises: --mine takes a number", code: 2) }
    let mine = arguments.option("--mine")
    if let mine, Int(mine) == nil {
      fail("check-exercises: --mine takes an exercise's number, not \(mine)", code: 2)
    }
    var only: [Int] = []
    if let index = arguments.rest.firstIndex(of: "--only") {
      let numbers = arguments.rest[(index + 1)...].prefix { Int($0) != nil }
      only = numbers.compactMap { Int($0) }
      arguments.rest.removeSubrange(index..<(index + 1 + numbers.count))
      if only.isEmpty { fail("check-exercises: --only takes one number or more", code: 2) }
    }
    guard arguments.rest.isEmpty else {
      fail("check-exercises: no such argument: \(arguments.rest.joined(separator: " "))", code: 2)
    }
    let learn = packageRoot.appendingPathComponent("LEARN.md")
    guard let text = try? String(contentsOf: learn, encoding: .utf8) else {
      throw ToolError("LEARN.md cannot be read")
    }
    let all = try Exercise.parse(text) { folder in
      ["solution", "solution.patch"].contains {
        FileManager.default.fileExists(
          atPath: packageRoot.appendingPathComponent(folder + "/" + $0).path)
      }
    }
    let started = ContinuousClock.now
    let took = { "(\((ContinuousClock.now - started).components.seconds) s)" }

    if let number = mine.flatMap({ Int($0) }) {
      guard let exercise = all.first(where: { $0.number == number }), exercise.writes else {
        throw ToolError("exercise \(number) is not one where you write code")
      }
      let check = ExerciseCheck(root: packageRoot, work: packageRoot)
      check.say("Checking your solution to \(exercise.title)…")
      let outcome = try check.mine(exercise)
      if let problem = outcome.problem { throw ToolError("not yet \(took()): \(problem)") }
      print(
        "Exercise \(number) done \(took()): --filter \(exercise.test) passes"
          + (outcome.planted ? " and catches the planted bug" : "")
          + "; scripts/check-architecture passes.")
      return
    }
    let unknown = Set(only).subtracting(all.map(\.number))
    if let first = unknown.min() { throw ToolError("there is no exercise \(first)") }
    let chosen = only.isEmpty ? all : all.filter { only.contains($0.number) }
    if listing {
      for exercise in chosen {
        print(
          "\(exercise.number). \(exercise.file ?? exercise.folder ?? ""): "
            + "swift test --filter \(exercise.test)")
      }
      return
    }
    let here = ExerciseCheck(root: packageRoot, work: packageRoot)
    let work = try inPlace && here.isClean() ? packageRoot : copyOfPackage()
    defer { if work != packageRoot { try? FileManager.default.removeItem(at: work) } }
    let check = ExerciseCheck(root: packageRoot, work: work)
    check.say(
      work == packageRoot
        ? "Working in this checkout (git sees no change in it), on its build…"
        : "Building a copy of the package in \(work.path)…")
    if let problem = try check.build() {
      throw ToolError("the untouched package does not build:\n\(problem)")
    }
    let problems = try check.prove(chosen, all: all)
    guard problems.isEmpty else {
      FileHandle.standardError.write(Data((problems.joined(separator: "\n\n") + "\n").utf8))
      throw ToolError("\(problems.count) of \(chosen.count) exercises do not work")
    }
    print("\(chosen.count) exercises verified \(took()).")
  }

  /// A copy of the package's files in a new temporary folder, committed, so what an exercise
  /// changes there can be put back from git.
  static func copyOfPackage() throws(ToolError) -> URL {
    let work = FileManager.default.temporaryDirectory
      .appendingPathComponent("strata-exercises-\(UUID().uuidString)")
    do {
      for path in try Rename.files(in: packageRoot) {
        let target = work.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: packageRoot.appendingPathComponent(path), to: target)
      }
    } catch {
      throw ToolError("the package could not be copied to \(work.path): \(error)")
    }
    let check = ExerciseCheck(root: packageRoot, work: work)
    try check.commitAll()
    return work
  }
}
