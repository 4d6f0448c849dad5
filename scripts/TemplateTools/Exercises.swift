import Foundation

/// One of LEARN.md's exercises: a comment and a diff the learner applies to make a named test
/// fail, or a folder of given files and a reference solution the learner writes against.
///
///     <!-- exercise: file=Modules/Domain/ProfileUpdate.swift test=ProfileUpdateTests fails="…" -->
///     ```diff
///     -    return EmailAddress.isPlausible(email) ? nil : .malformedEmail
///     +    return nil
///     ```
///
/// The `-` lines must stand in the file exactly once, together and in order. An exercise of the
/// writing kind (`kind=write folder=docs/exercises/13-… test=… before="…"`) has no diff: its
/// folder holds `given/`, `solution/` or `solution.patch`, and may hold planted bugs,
/// `bug.patch` and `bug-<what>.patch` (docs/exercises/README.md); `builds-on=N` makes it a step
/// of the track that N starts.
public struct Exercise: Sendable, Equatable {
  /// Its number, from 1, in LEARN.md's order.
  public var number: Int
  /// The line of its marker in LEARN.md.
  public var line: Int
  /// Whether the learner writes code (`kind=write`) rather than changes lines.
  public var writes: Bool
  /// The file whose lines it changes.
  public var file: String?
  /// The folder of its given files and reference solution.
  public var folder: String?
  /// What the test says before the solution is written, when it must fail first.
  public var before: String?
  /// The exercise whose solution it starts from.
  public var buildsOn: Int?
  /// The `swift test --filter` that checks it.
  public var test: String
  /// What the failing test must say.
  public var fails: String?
  /// A line of the failure's output that LEARN.md quotes after the marker, held to both.
  public var says: String?
  /// The lines it takes out.
  public var removed: [String] = []
  /// The lines it puts in.
  public var added: [String] = []

  /// How a report names it: `exercise 3 (Modules/Domain/X.swift, --filter XTests)`.
  public var title: String { "exercise \(number) (\(file ?? folder ?? "?"), --filter \(test))" }

  /// The exercises of `text` (LEARN.md), in order; `hasSolution` says whether a folder holds a
  /// reference solution.
  ///
  /// - Throws: ``ToolError`` naming the line of a marker that is not one.
  public static func parse(_ text: String, hasSolution: (String) -> Bool) throws(ToolError)
    -> [Exercise]
  {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var exercises: [Exercise] = []
    for (index, line) in lines.enumerated() {
      guard let marker = line.wholeMatch(of: #/<!--\s*exercise:\s*(.*?)\s*-->\s*/#) else {
        continue
      }
      let at = "LEARN.md:\(index + 1)"
      let fields = try attributes(String(marker.output.1), at: at)
      func required(_ names: [String]) throws(ToolError) {
        let missing = names.filter { fields[$0] == nil }
        guard missing.isEmpty else {
          throw ToolError("\(at): an exercise needs \(missing.joined(separator: ", "))")
        }
      }
      var exercise = Exercise(
        number: exercises.count + 1, line: index + 1, writes: fields["kind"] == "write",
        file: fields["file"], folder: fields["folder"], before: fields["before"],
        buildsOn: fields["builds-on"].flatMap { Int($0) }, test: fields["test"] ?? "",
        fails: fields["fails"], says: fields["says"])
      if let buildsOn = fields["builds-on"] {
        guard let number = Int(buildsOn), (1..<exercise.number).contains(number) else {
          throw ToolError("\(at): builds-on=\(buildsOn) names no exercise before it")
        }
      }
      if let says = exercise.says {
        guard !exercise.writes else {
          throw ToolError(
            "\(at): says= quotes what a changed line makes the test say; a written exercise has none"
          )
        }
        // The prose wraps a quote where it likes: compared with its spaces and line ends as one.
        let rest = lines[(index + 1)...].prefix { !$0.hasPrefix("#") }.joined(separator: " ")
        guard squeezed(rest).contains(squeezed(says)) else {
          throw ToolError("\(at): the text after the marker does not quote what it says: \(says)")
        }
      }
      if exercise.writes {
        try required(["folder", "test"])
        guard let folder = exercise.folder, hasSolution(folder) else {
          throw ToolError("\(at): \(exercise.folder ?? "") has no solution")
        }
      } else {
        try required(["file", "test", "fails"])
        guard index + 1 < lines.count,
          lines[index + 1].trimmingCharacters(in: .whitespaces)
            == "```diff"
        else { throw ToolError("\(at): an exercise marker must be followed by a ```diff block") }
        for (offset, body) in lines[(index + 2)...].enumerated() {
          if body.trimmingCharacters(in: .whitespaces) == "```" { break }
          if body.hasPrefix("-") {
            exercise.removed.append(String(body.dropFirst()))
          } else if body.hasPrefix("+") {
            exercise.added.append(String(body.dropFirst()))
          } else if !body.trimmingCharacters(in: .whitespaces).isEmpty {
            throw ToolError("LEARN.md:\(index + offset + 3): a diff line must start with - or +")
          }
        }
        guard !exercise.removed.isEmpty else {
          throw ToolError("\(at): an exercise must remove at least one line")
        }
      }
      exercises.append(exercise)
    }
    return exercises
  }

  /// `text` with each run of spaces and line ends as one space.
  static func squeezed(_ text: String) -> String {
    text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
  }

  /// `key=value key="a value"` as a dictionary.
  static func attributes(_ text: String, at: String) throws(ToolError) -> [String: String] {
    var fields: [String: String] = [:]
    for match in text.matches(of: #/([\w-]+)=(?:"([^"]*)"|'([^']*)'|(\S+))/#) {
      fields[String(match.output.1)] = String(
        match.output.2 ?? match.output.3 ?? match.output.4 ?? "")
    }
    guard !fields.isEmpty else { throw ToolError("\(at): the marker has no key=value") }
    return fields
  }

  /// `original` with the exercise's lines changed.
  ///
  /// - Throws: ``ToolError`` when the lines to change are not in it exactly once.
  public func applied(to original: String) throws(ToolError) -> String {
    let block = removed.joined(separator: "\n") + "\n"
    let count = original.ranges(of: block).count
    guard count == 1 else {
      let place = count == 0 ? "is not in" : "appears \(count) times in"
      throw ToolError(
        "LEARN.md:\(line): the lines to change \(place) \(file ?? ""):\n\(block)")
    }
    let replacement = added.isEmpty ? "" : added.joined(separator: "\n") + "\n"
    return original.replacingOccurrences(of: block, with: replacement)
  }
}

/// The order the exercises are checked in, worked out from the files of their folders under
/// `root`.
struct ExercisePlan: Sendable {
  /// The package's root.
  let root: URL

  /// The files under `folder`, relative to it (none when it is not there).
  func tree(_ folder: String) -> [String] {
    let top = root.appendingPathComponent(folder)
    guard let walk = FileManager.default.enumerator(atPath: top.path) else { return [] }
    return walk.compactMap { $0 as? String }.filter {
      var isFolder: ObjCBool = false
      let exists = FileManager.default.fileExists(
        atPath: top.appendingPathComponent($0).path, isDirectory: &isFolder)
      return exists && !isFolder.boolValue
    }.sorted()
  }

  /// The files a patch of the package changes, from its `--- a/` and `+++ b/` lines.
  func patched(_ patch: String) -> [String] {
    guard let text = try? String(contentsOf: root.appendingPathComponent(patch), encoding: .utf8)
    else { return [] }
    let paths = text.split(separator: "\n").compactMap { line -> String? in
      guard line.hasPrefix("--- a/") || line.hasPrefix("+++ b/") else { return nil }
      return String(line.dropFirst(6))
    }
    return Array(Set(paths)).sorted()
  }

  /// Every file an exercise of the writing kind may create or change: its given and solution
  /// files, and what its patches touch; only these are put back afterwards.
  func writtenPaths(_ exercise: Exercise) -> [String] {
    guard let folder = exercise.folder else { return exercise.file.map { [$0] } ?? [] }
    var paths = Set(tree(folder + "/given") + tree(folder + "/solution"))
    for patch in [folder + "/solution.patch"] + bugs(exercise) {
      paths.formUnion(patched(patch))
    }
    return paths.sorted()
  }

  /// The bugs an exercise plants, each caught alone: `bug.patch`, then each `bug-<what>.patch`.
  func bugs(_ exercise: Exercise) -> [String] {
    guard let folder = exercise.folder,
      let names = try? FileManager.default.contentsOfDirectory(
        atPath: root.appendingPathComponent(folder).path)
    else { return [] }
    return names.filter { $0.hasPrefix("bug") && $0.hasSuffix(".patch") }
      .sorted { $0 == "bug.patch" || ($1 != "bug.patch" && $0 < $1) }.map { folder + "/" + $0 }
  }

  /// The targets an exercise writes in: `Domain` for `Modules/Domain/…`, `DomainTests` for
  /// `Tests/DomainTests/…`.
  func targets(_ exercise: Exercise) -> Set<String> {
    Self.targets(of: writtenPaths(exercise), under: ["Modules", "Tests"])
  }

  /// The modules an exercise adds files to: what a build recompiles above.
  func modulesGrown(_ exercise: Exercise) -> Set<String> {
    let folder = exercise.folder ?? ""
    return Self.targets(
      of: tree(folder + "/given") + tree(folder + "/solution"), under: ["Modules"])
  }

  static func targets(of paths: [String], under tops: Set<String>) -> Set<String> {
    Set(
      paths.compactMap { path in
        let parts = path.split(separator: "/")
        return parts.count >= 3 && tops.contains(String(parts[0])) ? String(parts[1]) : nil
      })
  }

  /// How far `target` sits above Domain: Domain 0, Networking and Storage 1, and so on; a Mocks
  /// target as its layer; anything else above every layer.
  static func depth(_ target: String) -> Int {
    let name = target.hasSuffix("Mocks") ? String(target.dropLast(5)) : target
    guard let below = Layers.table[name] else { return Layers.table.count }
    return 1 + (below.map(depth).max() ?? -1)
  }

  /// The exercises as units, in the order they are checked: those that change a line first, in
  /// LEARN.md's order; then the writing ones, a track's steps as one unit, the one that adds files
  /// lowest in the layers last (a file added low rebuilds everything above it, and so does taking
  /// it out); units independent of each other as one batch at the end, built together.
  func order(_ exercises: [Exercise]) -> [[Exercise]] {
    var units: [[Exercise]] = []
    var index = 0
    while index < exercises.count {
      var unit = [exercises[index]]
      if unit[0].writes, unit[0].buildsOn == nil {
        for following in exercises[(index + 1)...] {
          guard following.writes, following.buildsOn == unit.last?.number else { break }
          unit.append(following)
        }
      }
      units.append(unit)
      index += unit.count
    }
    func lowest(_ unit: [Exercise]) -> Int {
      unit.flatMap(modulesGrown).map(Self.depth).min() ?? Layers.table.count
    }
    var batch: [[Exercise]] = []
    var alone: [[Exercise]] = []
    for unit in units.filter({ $0[0].writes }).sorted(by: { $0.count > $1.count }) {
      if independent(unit, of: batch.flatMap { $0 }) {
        batch.append(unit)
      } else {
        alone.append(unit)
      }
    }
    return units.filter { !$0[0].writes } + alone.sorted { lowest($0) > lowest($1) }
      + (batch.isEmpty ? [] : [batch.flatMap { $0 }])
  }

  /// Whether `unit` can be built and checked with `others`: it writes in targets none of them
  /// writes in, and no file of one names a type the other declares.
  func independent(_ unit: [Exercise], of others: [Exercise]) -> Bool {
    guard !others.isEmpty else { return true }
    let taken = Set(others.flatMap { targets($0) })
    guard taken.isDisjoint(with: unit.flatMap { targets($0) }) else { return false }
    return !names(unit, declared(others)) && !names(others, declared(unit))
  }

  private func texts(_ steps: [Exercise]) -> [String] {
    steps.flatMap { step in
      ["given", "solution"].flatMap { part in
        let folder = (step.folder ?? "") + "/" + part
        return tree(folder).compactMap {
          try? String(
            contentsOf: root.appendingPathComponent(folder + "/" + $0), encoding: .utf8)
        }
      }
    }
  }

  private func declared(_ steps: [Exercise]) -> Set<String> {
    let declaration = #/\b(?:struct|class|enum|protocol|actor|typealias)\s+(\w+)/#
    return Set(texts(steps).flatMap { $0.matches(of: declaration).map { String($0.output.1) } })
  }

  private func names(_ steps: [Exercise], _ wanted: Set<String>) -> Bool {
    let words = Set(
      texts(steps).flatMap { $0.split(whereSeparator: { !$0.isWord }).map(String.init) })
    return !words.isDisjoint(with: wanted)
  }
}

extension Character {
  fileprivate var isWord: Bool { isLetter || isNumber || self == "_" }
}

/// What a build that failed says: each compiler error once, in the order they came, at most 20
/// of them; without one, the end of what it wrote.
public func buildProblem(output: String, errors: String) -> String {
  var seen = Set<String>()
  let found = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    .filter { $0.contains(": error:") && seen.insert($0).inserted }
  guard !found.isEmpty else { return String((output + errors).suffix(4000)) }
  let more = found.count > 20 ? "\n(and \(found.count - 20) more)" : ""
  return found.prefix(20).joined(separator: "\n") + more
    + "\n(all of it: swift build --build-tests)"
}
