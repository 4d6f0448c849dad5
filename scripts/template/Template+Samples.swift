import Foundation
import TemplateTools

extension Template {
  static let removeSamplesHelp = """
    Takes the sample app out of the template: the profile, the bookmarks, the articles' part of
    sync and of the terminal app, and the generated Todos, with everything that serves only them.

        scripts/remove-samples [--dry-run] [--no-build]

    What goes is declared in scripts/TemplateTools/Samples.swift, as an extra's part is: the files
    and folders that are only theirs, every file named *+Samples.swift, and the lines that join
    them to shared files; in the documents, each paragraph, list item or table row that links to
    what went. The course (LEARN.md and its exercises) reads the samples and goes with them; Todos
    goes first, the way any generated feature goes (scripts/remove-feature).

    What stays: the generic stack and the resources you generated, and the exemplar, the
    articles' slice written by hand through every layer, with its tests, off the command list
    (docs/decisions/0018-the-exemplar-stays.md). The package is then built and the texts the tests
    hold to the code written again (minutes on a first build); --no-build leaves that to the next
    removal that builds, or to you. Run again, it finds nothing to take out and says so.
    Exit codes: 0 removed, shown or already out; 1 an argument it does not take, what is left
    fails, or a file cannot be written.
    """

  /// The size of the tree `files` once the generated samples, the other samples and every extra
  /// but `resources` are out (the template path), worked out without writing anything.
  static func templateSize(files: [String], read: @escaping (String) -> String?) throws(ToolError)
    -> Size
  {
    let features = try generatedSamples().map(\.removal)
    let gone = features.flatMap(\.deleted)
    let edited = Dictionary(features.flatMap(\.edits), uniquingKeysWith: { _, last in last })
    let left = files.filter { path in !gone.contains { path == $0 || path.hasPrefix($0 + "/") } }
    let readLeft = { (path: String) in edited[path] ?? read(path) }
    let extras = Extra.all.filter { $0.name != "resources" } + [Extra.samples]
    let rest = Removal(of: extras, files: left, read: readLeft)
    return Size(files: left, without: rest, read: readLeft)
  }

  /// A generated sample's removal, planned: what it deletes and edits, and how to carry it out
  /// (as `remove-feature` does: formatted, line ends kept, undone on any failure).
  struct GeneratedSample {
    var title: String
    var removal: Removal
    var apply: () throws(ToolError) -> Void
  }

  /// The generated samples that are in the tree, each planned as `remove-feature` takes one:
  /// none once the generator has gone with the `resources` extra.
  static func generatedSamples() throws(ToolError) -> [GeneratedSample] {
    []
      + (try plannedGeneratedSamples())
  }

  /// `remove-samples`: the samples taken out, the course and the generated features first; or,
  /// with `--dry-run`, what would go.
  static func removeSamples(_ arguments: inout Arguments) throws(ToolError) {
    let (dryRun, build) = (arguments.flag("--dry-run"), !arguments.flag("--no-build"))
    guard arguments.rest.isEmpty else {
      print(removeSamplesHelp)
      guard let first = arguments.rest.first, ["-h", "--help"].contains(first) else {
        fail("remove-samples: no such argument: \(arguments.rest.joined(separator: " "))", code: 1)
      }
      exit(0)
    }
    let generated: [GeneratedSample]
    do {
      generated = try generatedSamples()
    } catch {
      fail("remove-samples: \(error); nothing was changed.", code: 1)
    }
    let parts = try Extra.named(Extra.samples.takes) + [Extra.samples]
    guard try remove(parts, after: generated, "the samples", dryRun: dryRun, build: build) else {
      print("remove-samples: the samples are already out; nothing was changed.")
      return
    }
  }

  /// Takes `parts` out (with `dryRun`, says what would go), the generated samples first, as
  /// remove-feature takes them, so that the removal reads the shared files as they leave them;
  /// whether there was anything to take.
  static func remove(
    _ parts: [Extra], after generated: [GeneratedSample], _ what: String, dryRun: Bool,
    build: Bool
  ) throws(ToolError) -> Bool {
    if !dryRun {
      for feature in generated { try feature.apply() }
    }
    var removal = Removal(of: parts, files: try Rename.files(in: packageRoot)) {
      Rename.text(of: $0, in: packageRoot)
    }
    // A dry run finds the generated samples' folders still there: each is listed once, with it.
    let sampled = generated.flatMap(\.removal.deleted)
    removal.deleted.removeAll { sampled.contains($0) }
    guard !removal.isEmpty || !generated.isEmpty else { return false }
    try carryOut(
      removal, what, dryRun: dryRun, build: build, settle: !generated.isEmpty,
      also: generated.map { "\($0.title): \($0.removal.deleted.joined(separator: ", "))" })
    return true
  }
}
