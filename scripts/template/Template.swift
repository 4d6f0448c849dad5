import Foundation
import TemplateTools

/// `swift run template <command>`: the template's own tools, in Swift, run by `scripts/<command>`.
@main
struct Template {
  static let usage = """
    usage: swift run template <command> [options]

      check-architecture [--root DIR] [--manifest JSON]
          the layers' rules, on the manifest and every source file (exit 1 when one is broken)
      check-docs [--modules DIR] [--links-only] [--only FILE] [--manifest JSON]
          every Swift block of the documents compiles, every link resolves
      check-exercises [--only N...] [--mine N] [--list] [--in-place-if-clean]
          proves LEARN.md's exercises, or checks your solution to one (exit 1 when one fails)
      coverage [--report]
          runs the tests with coverage, then holds each module's lines to its floor (exit 1 below)
      modules
          prints the app's library modules, one a line, in the manifest's order
      module-graph [--check | --print]
          draws the module graph of ARCHITECTURE.md from the manifest (--check: fail when stale)
      new-feature NAME --model TYPE --path PATH --fields FIELDS [options] [--dry-run]
          grows the app by one resource (--help: every option; exit 1: refused, nothing changed)
      remove-feature NAME [--dry-run]
          takes a resource new-feature added back out (exit 1: refused, nothing changed)
      mutate [NAME...] [--list]
          plants each bug of scripts/lab/mutants.json alone and names the test that caught it
      remove-extra NAME... | --all | --list [--dry-run] [--no-build]
          takes optional parts out of the template (exit 1: no such extra, a generated feature
          needs the generic stack, or what is left fails)
      remove-samples [--dry-run] [--no-build]
          takes the sample app out, the exemplar kept (exit 1: what is left fails)
      rename NAME [--dry-run]
          renames the package, the command and every mention of Strata, in files and their names
      size
          the tree's Swift lines and Markdown words: whole, without every extra, without the samples
      set-auth \(SetAuth.choices)
               [--login-path PATH] [--refresh-path PATH] [--client-id ID] [--dry-run]
          writes how the API authenticates into the composition root (exit 64: a usage error)
    """

  /// The package this tool belongs to: two folders above this file.
  static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The command line, each option taken out as it is read.
  struct Arguments {
    var rest: [String]

    /// The value after `flag`.
    mutating func option(_ flag: String) -> String? {
      guard let index = rest.firstIndex(of: flag), index + 1 < rest.count else { return nil }
      defer { rest.removeSubrange(index...(index + 1)) }
      return rest[index + 1]
    }

    /// Whether `flag` was given.
    mutating func flag(_ flag: String) -> Bool {
      guard let index = rest.firstIndex(of: flag) else { return false }
      rest.remove(at: index)
      return true
    }
  }

  static func manifest(at root: URL, dump: String?) throws(ToolError) -> Manifest {
    guard let dump else { return try Manifest.dump(root: root) }
    guard let data = FileManager.default.contents(atPath: dump) else {
      throw ToolError("\(dump) cannot be read")
    }
    return try Manifest(json: data)
  }

  static func fail(_ message: String, code: Int32 = 2) -> Never {
    FileHandle.standardError.write(Data("\(message)\n".utf8))
    exit(code)
  }

  /// `rename`: the package renamed for the app, or with `--dry-run` what would change; exit 1
  /// for a name it cannot take, or without one.
  static func rename(_ arguments: inout Arguments) {
    let dryRun = arguments.flag("--dry-run")
    guard arguments.rest.count == 1, let name = arguments.rest.first, !name.hasPrefix("-") else {
      print(
        """
        Renames the template for your own app: the package, the command-line product and every
        mention of \(Rename.old), in file contents and file names.

            scripts/rename Bookshelf [--dry-run]

            \(Rename.old)  -> Bookshelf      (the package, types, prose)
            \(Rename.old.lowercased())  -> bookshelf      (the command, data directories, the sandbox's host)
            \(Rename.old.uppercased())_ -> BOOKSHELF_     (environment variables)

        It touches only files git lists (outside git, every file but .build, .git, .swiftpm), works
        out every change before it writes one (--dry-run shows them and writes none), leaves a
        project that builds and passes its tests, and refuses a name Swift would not accept.
        """)
      exit(["-h", "--help"].contains(arguments.rest.first ?? "") ? 0 : 1)
    }
    do {
      let renaming = try Rename(to: name)
      let plan = renaming.plan(files: try Rename.files(in: packageRoot)) {
        Rename.text(of: $0, in: packageRoot)
      }
      let (new, counts) = (
        renaming.name, "\(plan.edits.count) files edited, \(plan.moves.count) files moved"
      )
      if dryRun {
        print("Would rename \(Rename.old) to \(new): \(counts); nothing was changed.")
        for (path, _) in plan.edits { print("  edit \(path)") }
        for (from, to) in plan.moves { print("  move \(from) -> \(to)") }
        return
      }
      try renaming.apply(plan, in: packageRoot)
      print("Renamed \(Rename.old) to \(new): \(counts).")
      print(
        "The command is now '\(new.lowercased())'; environment variables start with "
          + "\(new.uppercased())_.")
      print("Next: swift build && swift test")
    } catch {
      fail("rename: \(error)", code: 1)
    }
  }

  /// `remove-extra`: the extras named taken out, or with `--dry-run` what would go; `--list`
  /// names them. Exit 1 for a name that is not an extra, or a tree left that does not build.
  static func removeExtra(_ arguments: inout Arguments) throws(ToolError) {
    let (dryRun, build) = (arguments.flag("--dry-run"), !arguments.flag("--no-build"))
    if arguments.flag("--list") {
      for extra in Extra.all {
        print("\(extra.name.padding(toLength: 10, withPad: " ", startingAt: 0))\(extra.summary)")
      }
      return
    }
    // With --all, any other word is one it does not take (a misspelt --dry-run must not remove).
    let all = arguments.flag("--all")
    let names = all ? Extra.all.map(\.name) : arguments.rest
    let stray = all ? arguments.rest : arguments.rest.filter { $0.hasPrefix("-") }
    guard !names.isEmpty, stray.isEmpty else {
      print(
        """
        Takes optional parts out of the template, with everything that serves only them.

            scripts/remove-extra NAME... [--dry-run] [--no-build]
            scripts/remove-extra --all       every extra
            scripts/remove-extra --list      the extras, and what each is

        Each extra's files and folders go, and the lines that join it to the app (declared in
        scripts/TemplateTools/Extras.swift, not marked where they are); in the documents, each
        paragraph, list item or table row that links to what went goes with it. When Swift code
        goes, the package is built and the texts the tests hold to the code are written again
        (--no-build leaves that to you). Run again, it finds nothing to take out and says so.
        The generic stack (resources) takes its sample, Todos, with it; a feature you generated
        stops it until scripts/remove-feature has taken that feature out.
        Exit codes: 0 done, listed or already out; 1 no such extra, a feature you generated needs
        the generic stack, or what is left fails.
        """)
      guard let first = stray.first else { exit(1) }
      if ["-h", "--help"].contains(first) { exit(0) }
      fail("remove-extra: no such argument: \(first); nothing was changed.", code: 1)
    }
    let extras: [Extra]
    do {
      extras = try Extra.named(names)
    } catch {
      fail("remove-extra: \(error); nothing was changed.", code: 1)
    }
    let said = extras.map(\.name).joined(separator: " and ")
    // The generic stack serves what new-feature wrote: its sample (Todos) goes with it, and a
    // feature of yours stops it.
    var generated: [GeneratedSample] = []
    if extras.contains(where: { $0.name == "resources" }) {
      let yours = try generatedFeatures().filter { !Extra.generatedSamples.contains($0) }
      guard yours.isEmpty else {
        fail(
          "remove-extra: resources serves \(yours.joined(separator: ", ")), which "
            + "scripts/new-feature added: take each out first (scripts/remove-feature NAME), or "
            + "keep the extra; nothing was changed.", code: 1)
      }
      generated = try generatedSamples()
    }
    guard try remove(extras, after: generated, said, dryRun: dryRun, build: build) else {
      print("remove-extra: \(said) already out; nothing was changed.")
      return
    }
  }

  /// The features new-feature wrote, by their blocks in Package.swift, in its order.
  static func generatedFeatures() throws(ToolError) -> [String] {
    let manifest: String
    do {
      manifest = try String(
        contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
    } catch {
      throw ToolError("Package.swift could not be read: \(error.localizedDescription)")
    }
    // The section of generated features runs from its heading to the next one.
    guard let start = manifest.range(of: "// MARK: - Features generated by scripts/new-feature"),
      let end = manifest.range(of: "// MARK: - ", range: start.upperBound..<manifest.endIndex)
    else { return [] }
    return manifest[start.upperBound..<end.lowerBound].matches(of: #/\n\s*// MARK: (\w+)\n/#)
      .map { String($0.output.1) }
  }

  /// Carries `removal` of `what` out (with `dryRun`, says what it would do), settling the package
  /// when it changed or `settle` says so; then lists what went (after `also`) and what changed.
  static func carryOut(
    _ removal: Removal, _ what: String, dryRun: Bool, build: Bool, settle: Bool = false,
    also: [String] = []
  ) throws(ToolError) {
    if dryRun {
      print("Would remove \(what); nothing was changed:")
    } else {
      try removal.apply(in: packageRoot)
      if settle || removal.touchesThePackage { try removal.settle(in: packageRoot, build: build) }
      print("Removed \(what):")
    }
    for line in also { print("  - \(line)") }
    for path in removal.deleted { print("  - \(path)") }
    for (path, _) in removal.edits { print("  ~ \(path)") }
    guard settle || removal.touchesThePackage else { return }
    if dryRun {
      print(
        "Then the Swift files are formatted, the module graph drawn again"
          + (build ? ", the package built and the texts the tests hold written again." : "."))
    } else {
      print("Next: git add -A && git commit, so the change can be seen and undone.")
    }
  }

  /// `coverage`: the tests run with coverage (with `--report`, the last run counted again), then
  /// each module held to its floor; exit 1 when the tests fail or a module is below it.
  static func coverage(_ arguments: inout Arguments) {
    let report = arguments.flag("--report")
    if arguments.flag("--help") || arguments.flag("-h") {
      print("usage: scripts/coverage [--report]: the tests with coverage, each module to its floor")
      return
    }
    guard arguments.rest.isEmpty else { fail("usage: scripts/coverage [--report]") }
    let below: [String]
    do {
      below = try Coverage.run(in: packageRoot, testing: !report)
    } catch {
      fail("coverage: \(error)", code: 1)
    }
    guard below.isEmpty else {
      fail("coverage: below the floor: \(below.joined(separator: ", "))", code: 1)
    }
    print("Every module is at or above its floor.")
  }

  /// `set-auth`: the two declarations written, or with `--dry-run` shown.
  static func setAuth(_ arguments: inout Arguments) throws(ToolError) {
    if arguments.flag("--help") || arguments.flag("-h") {
      print(
        "usage: scripts/set-auth \(SetAuth.choices) [--login-path PATH] [--refresh-path PATH] "
          + "[--client-id ID] [--dry-run]: writes how the API authenticates into \(SetAuth.file)")
      return
    }
    let login = arguments.option("--login-path")
    let refresh = arguments.option("--refresh-path")
    let client = arguments.option("--client-id")
    let dryRun = arguments.flag("--dry-run")
    guard arguments.rest.count == 1, let choice = arguments.rest.first else {
      fail(
        "usage: scripts/set-auth \(SetAuth.choices) [--login-path PATH] "
          + "[--refresh-path PATH] [--client-id ID] [--dry-run]", code: 64)
    }
    let declarations: SetAuth.Declarations
    do {
      declarations = try SetAuth.declarations(
        choice, loginPath: login, refreshPath: refresh, clientID: client)
    } catch {
      fail("set-auth: \(error); nothing was changed.", code: 64)
    }
    let file = packageRoot.appendingPathComponent(SetAuth.file)
    guard let source = try? String(contentsOf: file, encoding: .utf8) else {
      throw ToolError("\(SetAuth.file) cannot be read; nothing was changed")
    }
    let changed = try SetAuth.apply(declarations, to: source)
    let lines = [
      "  static let authScheme = \(declarations.scheme)",
      "  static let signIn: (any SignInFlow)? = \(declarations.flow)",
    ]
    if dryRun {
      print("Would write in \(SetAuth.file):\n" + lines.joined(separator: "\n"))
      return
    }
    do {
      try changed.write(to: file, atomically: true, encoding: .utf8)
    } catch {
      throw ToolError("\(SetAuth.file) cannot be written: \(error); nothing was changed")
    }
    print("Wrote in \(SetAuth.file):\n" + lines.joined(separator: "\n"))
    print(
      "Next: STRATA_UPDATE_GOLDEN=1 swift test --filter 'HelpTextTests|ReadmeTests' (the help "
        + "and README say how the credential travels), then swift test.")
  }

  static func main() {
    var arguments = Arguments(rest: Array(CommandLine.arguments.dropFirst()))
    do {
      guard let command = arguments.rest.first else { fail(usage) }
      arguments.rest.removeFirst()
      switch command {
      case "check-architecture":
        let root = arguments.option("--root").map { URL(fileURLWithPath: $0) } ?? packageRoot
        let dump = arguments.option("--manifest")
        let loaded = try manifest(at: root, dump: dump)
        var check = ArchitectureCheck(root: root, manifest: loaded)
        let problems = try check.run()
        for problem in problems { print(problem) }
        guard problems.isEmpty else {
          fail("Architecture check failed: \(problems.count) problem(s).", code: 1)
        }
        print("Architecture check passed: \(loaded.targets.count) targets, \(check.files) files.")
      case "check-docs":
        let modules =
          arguments.option("--modules")
          ?? packageRoot.appendingPathComponent(".build/debug/Modules").path
        let dump = arguments.option("--manifest")
        let only = arguments.option("--only").map { URL(fileURLWithPath: $0) }
        let linksOnly = arguments.flag("--links-only")
        guard linksOnly || FileManager.default.fileExists(atPath: modules) else {
          fail("no built modules at \(modules); run swift build --build-tests first")
        }
        let check = DocumentCheck(
          root: packageRoot, manifest: try manifest(at: packageRoot, dump: dump),
          modules: URL(fileURLWithPath: modules))
        let report = linksOnly ? try check.links() : try check.run(only: only)
        for problem in report.problems { print(problem) }
        guard report.problems.isEmpty else { fail(report.summary, code: 1) }
        print(report.summary)
      case "modules":
        print(try Manifest.dump(root: packageRoot).libraryModules.joined(separator: "\n"))
      case "module-graph":
        let loaded = try Manifest.dump(root: packageRoot)
        if arguments.flag("--print") {
          print(ModuleGraph.draw(loaded))
          break
        }
        let file = packageRoot.appendingPathComponent("ARCHITECTURE.md")
        let text = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
        let redrawn = try ModuleGraph.redraw(text, from: loaded)
        if arguments.flag("--check") {
          guard redrawn == text else {
            fail(
              "ARCHITECTURE.md: error: the module graph is stale; run scripts/module-graph", code: 1
            )
          }
          print("The module graph in ARCHITECTURE.md matches Package.swift.")
        } else {
          try? redrawn.write(to: file, atomically: true, encoding: .utf8)
          print("Updated the module graph in ARCHITECTURE.md.")
        }
      case "check-exercises":
        checkExercises(&arguments)
      case "coverage":
        coverage(&arguments)
      case "mutate":
        try mutate(&arguments)
      case "new-feature":
        newFeature(&arguments)
      case "remove-feature":
        removeFeature(&arguments)
      case "remove-extra":
        try removeExtra(&arguments)
      case "remove-samples":
        try removeSamples(&arguments)
      case "rename":
        rename(&arguments)
      case "set-auth":
        try setAuth(&arguments)
      case "size":
        let files = try Rename.files(in: packageRoot)
        let read = { Rename.text(of: $0, in: packageRoot) }
        let core = Removal(of: Extra.all, files: files, read: read)
        print(
          Size.table([
            ("full", Size(files: files, read: read)),
            ("core", Size(files: files, without: core, read: read)),
            ("template", try templateSize(files: files, read: read)),
          ]))
        print(
          "The core tree is the full one after scripts/remove-extra --all, and the template tree "
            + "the full one after scripts/remove-samples and every extra but resources: worked "
            + "out, not done.")
      default:
        fail(usage)
      }
    } catch {
      fail("template: \(error)", code: 1)
    }
  }
}
