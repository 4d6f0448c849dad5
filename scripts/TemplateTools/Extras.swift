public import Foundation

/// An optional part of the template, which `scripts/remove-extra` takes out; the places it joins
/// the app are declared here rather than marked where they are.
///
/// - Its **paths** go whole, with the extensions beside a Swift file (`X+Samples.swift`).
/// - Its **lines** in shared Swift files go: whole lines, spaces aside.
/// - Its **block** in `Package.swift` goes: from `// MARK: <block>:` to the blank line after it.
/// - In every Markdown file that stays, a paragraph, list item or table row that links into what
///   went goes with it.
///
/// What else names an extra decides for itself whether it is there (`.ci/run`, say).
public struct Extra: Sendable, Equatable {
  /// The name `remove-extra` takes.
  public let name: String
  /// What it is, for `--list`.
  public let summary: String
  /// The files and folders that are only its, relative to the package's root.
  public let paths: [String]
  /// The lines that join it to each shared Swift file, by path.
  public let lines: [String: [String]]
  /// Its block in `Package.swift`, by its `// MARK:` name.
  public let block: String?
  /// The extras that go with it.
  public let takes: [String]
  /// The ending of the names of the app's files (under `Modules/` and `Tests/`) that are its too,
  /// wherever they are: the samples' `+Samples.swift`, an extension of a shared type or suite.
  public var suffix: String? = nil

  /// Every extra, in the order `--list` prints them.
  public static let all: [Extra] = [
    Extra(
      name: "learn", summary: "the course: LEARN.md, its exercises and their check",
      paths: [
        "LEARN.md", "docs/exercises", "scripts/check-exercises",
        "scripts/TemplateTools/Exercises.swift", "scripts/template/Template+Exercises.swift",
        "Tests/TemplateToolsTests/ExercisesTests.swift",
      ],
      lines: [
        "scripts/template/Template.swift": [
          #"case "check-exercises":"#,
          "checkExercises(&arguments)",
          "check-exercises [--only N...] [--mine N] [--list] [--in-place-if-clean]",
          "proves LEARN.md's exercises, or checks your solution to one (exit 1 when one fails)",
        ]
      ], block: nil, takes: []),
    Extra(
      name: "lab", summary: "the tools that measure the template and test its tests",
      paths: [
        "scripts/lab", "scripts/TemplateTools/Mutate.swift",
        "scripts/template/Template+Mutate.swift",
        "Tests/TemplateToolsTests/MutantsTests.swift",
      ],
      lines: [
        "scripts/template/Template.swift": [
          #"case "mutate":"#, "try mutate(&arguments)", "mutate [NAME...] [--list]",
          "plants each bug of scripts/lab/mutants.json alone and names the test that caught it",
        ]
      ], block: nil, takes: []),
    Extra(
      name: "browse",
      summary: "the terminal app: `strata browse`, the TerminalUI module (the course goes too)",
      paths: [
        "Modules/TerminalUI", "Modules/TerminalUIMocks", "Tests/TerminalUITests", "docs/browse",
        "Modules/CLI/Commands/BrowseCommand.swift",
        "Tests/CLITests/Commands/BrowseCommandTests.swift",
        "Tests/CLITests/EndToEnd/BrowseEndToEndTests.swift",
        "Tests/CLITests/Support/TerminalSession.swift",
        "Tests/CLITests/Support/TerminalScreen.swift", "Tests/CLITests/Golden/help-browse.txt",
      ],
      lines: [
        "Modules/CLI/Commands/Command.swift": ["BrowseCommand.self,"],
        "Package.swift": [#""TerminalUI","#, #""TerminalUI", "TerminalUIMocks","#],
      ], block: "TerminalUI", takes: ["learn"]),
    Extra(
      name: "sandbox",
      summary: "the backend served in-process when no --base-url is given (the course goes too)",
      paths: [
        "Modules/Sandbox", "Tests/SandboxTests",
        "Modules/CLI/Composition/EmbeddedBackend+Sandbox.swift",
        "Tests/CLITests/Tracing/SandboxTraceTests.swift",
        // The suites that run the app on it; what stays runs it on a loopback HTTP server.
        "Tests/CLITests/ApplicationTests.swift",
        "Tests/CLITests/Commands/Resource/ResourceCommandsTests.swift",
        "Tests/CLITests/Commands/Resource/ResourceCommandsTests+Upgrade.swift",
        "Tests/CLITests/Commands/BookmarkCommandTests.swift",
        "Tests/CLITests/Commands/BrowseCommandTests.swift",
        "Tests/CLITests/EndToEnd/SandboxEndToEndTests.swift",
        "Tests/CLITests/EndToEnd/BrowseEndToEndTests.swift",
        "Tests/CLITests/EndToEnd/EarlierDataEndToEndTests.swift",
        "Tests/CLITests/EndToEnd/HostileDataEndToEndTests.swift",
      ],
      lines: [
        "Modules/CLI/Composition/EmbeddedBackend.swift": [".sandbox"],
        "Package.swift": [#""Sandbox","#],
      ], block: "Sandbox", takes: ["learn"]),
    Extra(
      name: "upgrade",
      summary: "`strata upgrade`: brings in what an earlier Strata's outbox left waiting",
      paths: [
        "Modules/Upgrade", "Tests/UpgradeTests", "Modules/CLI/Commands/UpgradeCommand.swift",
        "Tests/CLITests/Golden/help-upgrade.txt",
        "Tests/CLITests/Commands/Resource/ResourceCommandsTests+Upgrade.swift",
        "Tests/CLITests/EndToEnd/EarlierDataEndToEndTests.swift",
      ],
      lines: [
        "Modules/CLI/Commands/Command.swift": ["UpgradeCommand.self,"],
        "Package.swift": [#""Upgrade","#],
      ], block: "Upgrade", takes: []),
    Extra(
      name: "resources",
      summary:
        "the generic resource stack, Todos and scripts/new-feature (the terminal app, the "
        + "sandbox and the course go too)",
      paths: [
        // Each layer's folder of the stack, and its tests'.
        "Modules/Domain/Resource", "Modules/Networking/Resource", "Modules/Repositories/Resource",
        "Modules/Features/Resource", "Modules/CLI/Commands/Resource",
        "Modules/TerminalUI/Resource", "Tests/DomainTests/Resource",
        "Tests/NetworkingTests/Resource", "Tests/RepositoriesTests/Resource",
        "Tests/FeaturesTests/Resource", "Tests/CLITests/Commands/Resource",
        "Modules/CLI/Composition/Resources.swift",
        // The resources the tests serve, and the mocks and contracts for any resource.
        "Modules/DomainMocks/Fixtures/Note.swift", "Modules/DomainMocks/Fixtures/Chapter.swift",
        "Modules/NetworkingMocks/Note+Route.swift", "Modules/NetworkingMocks/Chapter+Route.swift",
        "Modules/NetworkingMocks/Card.swift", "Modules/NetworkingMocks/PagingContract.swift",
        "Modules/RepositoriesMocks/MockResourceRepository.swift",
        "Modules/FeaturesMocks/Note+Presentable.swift", "Modules/TestSupport/SharedNames.swift",
        "scripts/tests", "Tests/CLITests/Golden/help-notes.txt",
        "Tests/CLITests/Golden/help-note-show.txt", "Tests/CLITests/Golden/help-note-add.txt",
        "Tests/CLITests/Golden/help-note-edit.txt", "Tests/CLITests/Golden/help-note-delete.txt",
        // The generated sample, when remove-samples has not taken it first.
        "Modules/Todos", "Tests/TodosTests",
        // The generator, and the proof that a copy grows and shrinks with it.
        "scripts/new-feature", "scripts/remove-feature", "scripts/check-template",
        "scripts/servers",
        "scripts/TemplateTools/Feature",
        "scripts/template/Template+Feature.swift", "Tests/TemplateToolsTests/FeatureTests.swift",
        // Its documents.
        "docs/resources", "docs/scaling.md", "Modules/Domain/Domain.docc/AnyResource.md",
        "Modules/Features/Features.docc/AnyResource.md",
        "Modules/Networking/Networking.docc/AnyResource.md",
        "Modules/Repositories/Repositories.docc/AnyResource.md",
      ],
      lines: [
        "Modules/CLI/Composition/Served.swift": [
          "/// The resources of the generic stack (the `resources` extra): the app's, or a test's.",
          "var resources: [any AppResource.Type] = Resources.all",
        ],
        "Modules/CLI/Commands/Command.swift": ["+ served.commands"],
        "Modules/CLI/Composition/Dependencies.swift": [
          "+ served.senders(api: api, cache: cache)", "+ served.parts(self)",
        ],
        // Its lines in the extras it takes, declared so that each may one day stay without it.
        "Modules/CLI/Commands/BrowseCommand.swift": ["+ Self.resources(dependencies)"],
        "Modules/CLI/Composition/EmbeddedBackend+Sandbox.swift": [
          "+ served.resources.map { SandboxResource($0, apiPaging: Dependencies.apiPaging) }"
        ],
        "Package.swift": [
          "// MARK: - Features generated by scripts/new-feature (scripts/remove-feature takes one out)"
        ],
        "Tests/CLITests/Arguments/HelpTextTests.swift": [
          #"+ ResourceCommands.entries(for: Note.self).map(\.definition)"#
        ],
        "Tests/CLITests/EndToEnd/CrashFreeEndToEndTests.swift": [
          "+ resourceCommands", "+ CommandSamples.collectionPaths",
        ],
        "Tests/CLITests/EndToEnd/WritesEndToEndTests.swift": [
          "+ CommandSamples.collectionPaths", "+ resourceLists",
        ],
        "Tests/CLITests/EndToEnd/HostileDataEndToEndTests.swift": [
          "+ resourceReads", "try await storeResources()",
        ],
        "Tests/CLITests/Support/LoopbackAPI.swift": ["+ [LoopbackCollections(collections)]"],
        "scripts/template/Template.swift": [
          #"case "new-feature":"#, "newFeature(&arguments)", #"case "remove-feature":"#,
          "removeFeature(&arguments)",
          "new-feature NAME --model TYPE --path PATH --fields FIELDS [options] [--dry-run]",
          "grows the app by one resource (--help: every option; exit 1: refused, nothing changed)",
          "remove-feature NAME [--dry-run]",
          "takes a resource new-feature added back out (exit 1: refused, nothing changed)",
        ],
        "scripts/template/Template+Samples.swift": ["+ (try plannedGeneratedSamples())"],
      ], block: nil, takes: ["browse", "sandbox"], suffix: "+Resources.swift"),
    Extra(
      name: "release",
      summary: "the release: scripts/release and install, the completion scripts, the manual page",
      paths: [
        "scripts/release", "scripts/install", "scripts/check-release",
        "Modules/CLI/Arguments/ShellCompletion.swift", "Modules/CLI/Arguments/ManualPage.swift",
        "Tests/CLITests/Arguments/ShellCompletionTests.swift",
        "Tests/CLITests/Golden/help-completion-bash.txt",
        "Tests/CLITests/Golden/help-completion-zsh.txt",
        "Tests/CLITests/Golden/help-completion-fish.txt", "Tests/CLITests/Golden/help-manual.txt",
      ],
      lines: ["Modules/CLI/Arguments/SelfDescription.swift": [".completionScript,", ".manual,"]],
      block: nil, takes: []),
  ]

  /// The extras called `names`, with those each takes (and those take), each once, in ``all``'s
  /// order.
  ///
  /// - Throws: ``ToolError`` naming one that is not an extra.
  public static func named(_ names: [String]) throws(ToolError) -> [Extra] {
    var wanted = Set<String>()
    for name in names {
      guard let extra = all.first(where: { $0.name == name }) else {
        throw ToolError(
          "no extra is called '\(name)' (the extras: "
            + "\(all.map(\.name).joined(separator: ", ")))")
      }
      wanted.insert(extra.name)
    }
    // Those each takes, and those they take in turn.
    while let more = all.first(where: {
      wanted.contains($0.name) && !wanted.isSuperset(of: $0.takes)
    }) {
      wanted.formUnion(more.takes)
    }
    return all.filter { wanted.contains($0.name) }
  }
}

/// What taking extras out does: the paths deleted and files edited, worked out before writing.
public struct Removal: Sendable {
  /// The extras' paths that are there, relative to the root.
  public var deleted: [String] = []
  /// Each file that stays but changes, with its new text.
  public var edits: [(path: String, text: String)] = []

  /// A removal of `deleted` and `edits`, worked out elsewhere.
  public init(deleted: [String] = [], edits: [(path: String, text: String)] = []) {
    self.deleted = deleted
    self.edits = edits
  }

  /// Whether there is nothing left to take out.
  public var isEmpty: Bool { deleted.isEmpty && edits.isEmpty }

  /// Whether it changes what the package builds.
  public var touchesThePackage: Bool {
    (deleted + edits.map(\.path)).contains {
      $0.hasSuffix(".swift") || $0.hasPrefix("Modules/") || $0.hasPrefix("Tests/")
    }
  }

  /// The removal of `extras` from a tree of `files` (paths relative to the root), reading each
  /// with `read` (`nil` for one that is not text).
  public init(of extras: [Extra], files: [String], read: (String) -> String?) {
    // A Swift file goes with the extensions beside it (`X.swift` with `X+Samples.swift`): they
    // extend a type that is no longer there.
    let named = extras.flatMap(\.paths)
    let suffixes = extras.compactMap(\.suffix)
    let gone =
      named
      + files.filter { file in
        (file.hasPrefix("Modules/") || file.hasPrefix("Tests/"))
          && suffixes.contains { file.hasSuffix($0) }
      }
      + files.filter { file in
        named.contains { path in
          let stem = path.dropLast(".swift".count) + "+"
          return path.hasSuffix(".swift") && file.hasSuffix(".swift") && file.hasPrefix(stem)
            && !file.dropFirst(stem.count).contains("/")
        }
      }
    func isGone(_ path: String) -> Bool {
      gone.contains { path == $0 || path.hasPrefix($0 + "/") }
    }
    // Each path that is there, once, and not again inside a folder that goes.
    let there = gone.filter { path in files.contains { $0 == path || $0.hasPrefix(path + "/") } }
    deleted = there.enumerated().filter { index, path in
      !there[..<index].contains(path) && !there.contains { path.hasPrefix($0 + "/") }
    }.map(\.element)
    for path in files where !isGone(path) {
      guard let read = read(path) else { continue }
      // Lines end in "\n" while the rules read them, and as they did once written.
      let crlf = read.contains("\r\n")
      let text = crlf ? read.replacingOccurrences(of: "\r\n", with: "\n") : read
      var changed = text
      if path.hasSuffix(".md") {
        changed = Self.unlinked(changed, in: path, from: isGone)
      }
      for extra in extras {
        changed = Self.unjoined(changed, lines: extra.lines[path] ?? [])
        if path == "Package.swift", let block = extra.block {
          changed = Self.withoutBlock(changed, named: block)
        }
      }
      if path.hasSuffix(".swift"), changed != text {
        // An argument list whose last argument went keeps no comma before its `)`.
        changed = changed.replacing(#/,(\n[ \t]*\))/#) { String($0.output.1) }
      }
      if changed != text {
        edits.append((path, crlf ? changed.replacingOccurrences(of: "\n", with: "\r\n") : changed))
      }
    }
  }

  /// `text` without the lines `lines` declares, spaces around them aside.
  static func unjoined(_ text: String, lines: [String]) -> String {
    guard !lines.isEmpty else { return text }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !lines.contains($0.trimmingCharacters(in: .whitespaces)) }
      .joined(separator: "\n")
  }

  /// `manifest` without the block from `// MARK: <name>:` to the blank line after it, or to the
  /// next block, whichever comes first.
  static func withoutBlock(_ manifest: String, named name: String) -> String {
    var kept: [Substring] = []
    var inside = false
    for line in manifest.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if inside, trimmed.isEmpty || trimmed.hasPrefix("// MARK:") {
        inside = false
        if trimmed.isEmpty { continue }
      }
      if trimmed.hasPrefix("// MARK: \(name):") { inside = true }
      if !inside { kept.append(line) }
    }
    return kept.joined(separator: "\n")
  }

  /// The Markdown `text` of the file at `path` without each paragraph, list item or table row
  /// that links to a path `isGone` says went (in a DocC catalog, `<doc:Name>` links to its
  /// `Name.md`), the code block or table a paragraph that goes introduces (ending in `:`), and a
  /// heading left with nothing under it; a blank line that would double up goes too.
  static func unlinked(_ text: String, in path: String, from isGone: (String) -> Bool) -> String {
    let folder = (path as NSString).deletingLastPathComponent
    let catalog = folder.hasSuffix(".docc") ? folder : nil
    func goes(_ line: String) -> Bool {
      MarkdownLink.local(in: line).contains { link in
        !link.path.isEmpty && link.resolved(from: folder).map(isGone) == true
      }
        || catalog.map { catalog in
          line.matches(of: #/<doc:([A-Za-z0-9_-]+)>/#).contains {
            isGone("\(catalog)/\($0.output.1).md")
          }
        } == true
    }
    var kept: [String] = []
    var (dropped, introduced) = (false, false)
    // The section being read: where its heading starts in `kept`, and whether any of its lines
    // went or stayed. A heading whose every line went goes too.
    var section: (start: Int, lostSome: Bool, keptSome: Bool)?
    func closeSection() {
      if let section, section.lostSome, !section.keptSome {
        kept.removeSubrange(section.start...)
      }
    }
    for unit in MarkdownUnit.cut(text) {
      if unit.isComment {
        section?.keptSome = true
        kept += unit.lines
        continue
      }
      if unit.isBlank {
        if !(dropped && kept.last?.trimmingCharacters(in: .whitespaces).isEmpty ?? true) {
          kept += unit.lines
        }
        continue
      }
      if !unit.isCode, unit.lines[0].hasPrefix("#") {
        closeSection()
        section = (kept.count, false, false)
        (dropped, introduced) = (false, false)
        kept += unit.lines
        continue
      }
      let row = !unit.isCode && unit.lines[0].trimmingCharacters(in: .whitespaces).hasPrefix("|")
      dropped =
        unit.isCode ? introduced : (row && introduced) || unit.lines.contains(where: goes)
      introduced = dropped && (unit.lines.last?.hasSuffix(":") == true || (row && introduced))
      if dropped {
        section?.lostSome = true
      } else {
        section?.keptSome = true
        kept += unit.lines
      }
    }
    closeSection()
    return kept.joined(separator: "\n")
  }

  /// Deletes and writes what it holds under `root`.
  public func apply(in root: URL) throws(ToolError) {
    var current = ""
    do {
      for path in deleted where FileManager.default.fileExists(atPath: url(path, root).path) {
        current = path
        try FileManager.default.removeItem(at: url(path, root))
      }
      for (path, text) in edits {
        current = path
        try Data(text.utf8).write(to: url(path, root))
      }
    } catch {
      throw ToolError(
        "the removal stopped at \(current): \(error.localizedDescription); in git, `git checkout "
          + "HEAD -- \((deleted + edits.map(\.path)).joined(separator: " "))` puts back what it "
          + "touched")
    }
  }

  private func url(_ path: String, _ root: URL) -> URL { root.appendingPathComponent(path) }

  /// The suites whose texts are held in files: the help's and screens' goldens, README's commands.
  public static let goldenSuites = "HelpTextTests|ScreenRenderingTests|ReadmeTests"

  /// Formats the Swift files that lost lines, redraws the module graph and, when `build`, builds
  /// the package and writes again the texts the tests hold to the code.
  ///
  /// - Throws: ``ToolError`` with what failed and what to run once it is mended.
  public func settle(in root: URL, build: Bool) throws(ToolError) {
    let swift = edits.map(\.path).filter { $0.hasSuffix(".swift") }
    if !swift.isEmpty {
      let formatted = try Command.run(
        "swift", ["format", "format", "--in-place"] + swift, in: root)
      guard formatted.status == 0 else {
        throw ToolError("swift format could not format what is left: \(formatted.errors)")
      }
    }
    let architecture = root.appendingPathComponent("ARCHITECTURE.md")
    if let text = try? String(contentsOf: architecture, encoding: .utf8) {
      let redrawn = try ModuleGraph.redraw(text, from: Manifest.dump(root: root))
      try? Data(redrawn.utf8).write(to: architecture)
    }
    let again =
      "STRATA_UPDATE_GOLDEN=1 swift test --filter '\(Self.goldenSuites)' writes the texts the "
      + "tests hold to the code again"
    guard build else {
      Command.say("Not built: once you build, \(again).")
      return
    }
    Command.say("Building what is left: swift build --build-tests (minutes on a first build)")
    guard try Command.show("swift", ["build", "--build-tests"], in: root) == 0 else {
      throw ToolError(
        "what is left does not build (above); the removal stays written (git status lists it, "
          + "and git can put it back); once it builds, \(again)")
    }
    Command.say("Writing again the texts the tests hold to the code")
    let written = try Command.run(
      "swift", ["test", "--skip-build", "--filter", Self.goldenSuites],
      environment: ["STRATA_UPDATE_GOLDEN": "1"], in: root)
    guard written.status == 0 else {
      throw ToolError(
        String(written.output.suffix(3000)) + "\nthose suites failed; once they pass, \(again)")
    }
  }
}

/// A part of a Markdown text that a removal keeps or drops whole.
struct MarkdownUnit: Equatable {
  var lines: [String]
  /// A fenced code block, whose text is never read for links.
  var isCode = false

  var isBlank: Bool { lines.allSatisfy { $0.trimmingCharacters(in: .whitespaces).isEmpty } }

  /// An HTML comment alone on its line (another part's mark): kept, and never joined to the
  /// paragraph around it; one just above a code block is the block's.
  var isComment: Bool {
    lines.count == 1 && lines[0].trimmingCharacters(in: .whitespaces).hasPrefix("<!--")
  }

  /// `text` cut where a removal may cut it: blank lines, fenced code blocks (whole), headings,
  /// table rows, and list items or paragraphs with the lines that continue them.
  static func cut(_ text: String) -> [MarkdownUnit] {
    var units: [MarkdownUnit] = []
    var fenced = false
    for line in text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if fenced {
        units[units.count - 1].lines.append(line)
        fenced = !trimmed.hasPrefix("```")
        continue
      }
      let previous = units.last.map { $0.isCode ? "" : $0.lines.last ?? "" } ?? ""
      let starts =
        trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix("|")
        || trimmed.hasPrefix("<!--")
        || trimmed.wholeMatch(of: #/([-*+]|\d+\.)\s.*/#) != nil
      let after = previous.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("```") {
        fenced = true
        // A comment just above a block is its directive (`<!-- snippet: … -->`): one unit.
        if let last = units.last, last.isComment {
          units[units.count - 1] = MarkdownUnit(lines: last.lines + [line], isCode: true)
        } else {
          units.append(MarkdownUnit(lines: [line], isCode: true))
        }
      } else if starts || after.isEmpty || after.hasPrefix("#") || after.hasPrefix("|")
        || after.hasPrefix("<!--")
      {
        units.append(MarkdownUnit(lines: [line]))
      } else {
        units[units.count - 1].lines.append(line)
      }
    }
    return units
  }
}
