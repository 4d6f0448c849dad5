import Foundation
import Testing

@testable import TemplateTools

@Suite("remove-extra: what each extra takes, worked out before anything is written")
struct ExtrasTests {
  /// The tree's files, read from the package as it is.
  static let files = (try? Rename.files(in: packageRoot)) ?? []

  static func exists(_ path: String) -> Bool {
    FileManager.default.fileExists(atPath: packageRoot.appendingPathComponent(path).path)
  }

  @Test("Each part that is in lists paths that are there, and lines its files hold")
  func declarationsHoldToTheTree() throws {
    try #require(!Self.files.isEmpty, "the tree's files could not be listed")
    let parts = Extra.all + [Extra.samples]
    let out = parts.filter { !Self.exists($0.paths[0]) }
    // A path goes with another part that lists it, or with the samples (scripts/remove-samples).
    let samplesOut = out.contains(Extra.samples)
    for extra in parts where !out.contains(extra) {
      for path in extra.paths where !Self.exists(path) {
        let wentElsewhere = out.contains { other in
          other.paths.contains { path == $0 || path.hasPrefix($0 + "/") }
        }
        #expect(wentElsewhere || samplesOut, "\(extra.name) lists \(path), which is not there")
      }
      for (file, lines) in extra.lines {
        let wentElsewhere = out.contains { other in
          other.paths.contains { file == $0 || file.hasPrefix($0 + "/") }
        }
        guard !wentElsewhere else { continue }
        let text = try String(
          contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
        let present = text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        // An extra's entry may stand in two lists (a target two others depend on); the samples'
        // lines are code, each there once, so that a copy added later is not taken unseen. A
        // manifest line may have gone with the block of an extra that is out (the sandbox's seed).
        let blockOut = file == "Package.swift" && out.contains { $0.block != nil }
        for line in lines {
          let count = present.count { $0 == line }
          #expect(
            (extra == .samples ? count == 1 : count >= 1) || (count == 0 && blockOut),
            "\(extra.name): \(file) has \(count) lines \(line)")
        }
      }
      if let block = extra.block {
        let manifest = try String(
          contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("// MARK: \(block):"), "\(extra.name): no block \(block)")
      }
    }
  }

  /// Each extra alone, with those it takes, every one at once, and the samples.
  static let removals: [[String]] =
    Extra.all.map { [$0.name] } + [Extra.all.map(\.name)] + [["samples"]]

  @Test(
    "Whatever goes, nothing that stays imports it, links to it or loses half of a mark",
    arguments: removals)
  func nothingLeftBehind(names: [String]) throws {
    try #require(!Self.files.isEmpty, "the tree's files could not be listed")
    let extras =
      names == ["samples"]
      ? try Extra.named(Extra.samples.takes) + [Extra.samples] : try Extra.named(names)
    let removal = Removal(of: extras, files: Self.files) { Rename.text(of: $0, in: packageRoot) }
    let gone = removal.deleted
    let edited = Dictionary(removal.edits, uniquingKeysWith: { first, _ in first })
    let modules = extras.compactMap(\.block)
    for path in Self.files where !gone.contains(where: { path == $0 || path.hasPrefix($0 + "/") }) {
      guard let text = edited[path] ?? Rename.text(of: path, in: packageRoot) else { continue }
      if path.hasSuffix(".swift"),
        path.hasPrefix("Modules/") || path == "Package.swift"
          || (path.hasPrefix("Tests/") && !path.hasPrefix("Tests/TemplateToolsTests/"))
      {
        for module in modules {
          #expect(!text.contains("import \(module)\n"), "\(path) imports \(module)")
          #expect(!text.contains("\"\(module)\""), "\(path) names the target \(module)")
        }
      }
      if path == "Package.swift", edited[path] != nil {
        // What is left still closes every bracket it opens.
        for (open, close) in [("(", ")"), ("[", "]")] {
          #expect(
            text.components(separatedBy: open).count == text.components(separatedBy: close).count,
            "Package.swift without \(names) does not close its \(open)")
        }
      }
      if path.hasSuffix(".md") {
        let folder = (path as NSString).deletingLastPathComponent
        for link in text.split(separator: "\n").flatMap({ MarkdownLink.local(in: String($0)) }) {
          let target = link.resolved(from: folder) ?? ""
          #expect(
            !gone.contains { target == $0 || target.hasPrefix($0 + "/") },
            "\(path) still links to \(link.path)")
        }
      }
    }
  }

  @Test("An extra takes those it needs, each once; a name that is not one is refused")
  func naming() throws {
    #expect(try Extra.named(["browse"]).map(\.name) == ["learn", "browse"])
    #expect(try Extra.named(["sandbox", "browse", "learn"]).map(\.name).count == 3)
    // What it takes takes in turn: the stack takes the terminal app, which takes the course.
    #expect(
      try Extra.named(["resources"]).map(\.name) == ["learn", "browse", "sandbox", "resources"])
    #expect(throws: ToolError.self) { try Extra.named(["lab", "nothing"]) }
  }

  @Test(
    "A document loses each unit that links to what went, and the code or table it introduces")
  func documents() {
    let text = """
      # Title

      Kept, [a link](other.md) that stays.

      Dropped, with [the app](../Modules/TerminalUI)
      and the line that continues it.
      <!-- another part's mark -->

      - kept item
      - dropped item, [see](../scripts/lab/README.md#how)
        continued
      - kept too

      | a | b |
      | --- | --- |
      | [`TerminalUI`](../Modules/TerminalUI/Screens/X.swift) | dropped |
      | kept | row |

      ```sh
      code [never](../Modules/TerminalUI) read
      ```
      End.

      Run it ([the tool](../scripts/lab/mutate)):

      <!-- snippet: not compiled -->
      ```sh
      scripts/lab/mutate
      ```

      Last.

      Grow it ([the tool](../scripts/lab/grow)):

      | what | where |
      | --- | --- |
      | a rule | its file |

      After.
      """
    let gone = ["Modules/TerminalUI", "scripts/lab"]
    let result = Removal.unlinked(text, in: "docs/guide.md") { path in
      gone.contains { path == $0 || path.hasPrefix($0 + "/") }
    }
    #expect(
      result == """
        # Title

        Kept, [a link](other.md) that stays.

        <!-- another part's mark -->

        - kept item
        - kept too

        | a | b |
        | --- | --- |
        | kept | row |

        ```sh
        code [never](../Modules/TerminalUI) read
        ```
        End.

        Last.

        After.
        """)
  }

  @Test("In a DocC catalog, a <doc:> link to an article that went goes, and a heading left empty")
  func doccLinks() {
    let text = """
      # ``Domain``

      A model says what it is.

      A generated resource adds a schema: <doc:AnyResource>.

      ## Topics

      ### Any resource

      - <doc:AnyResource>

      ### Values

      - ``FieldValue``
      - <doc:Kept>
      """
    let result = Removal.unlinked(text, in: "Modules/Domain/Domain.docc/Domain.md") { path in
      path == "Modules/Domain/Domain.docc/AnyResource.md"
    }
    #expect(
      result == """
        # ``Domain``

        A model says what it is.

        ## Topics

        ### Values

        - ``FieldValue``
        - <doc:Kept>
        """)
    #expect(
      Removal.unlinked(text, in: "docs/guide.md") { _ in true } == text,
      "outside a catalog, <doc:> names no file")
  }

  @Test("A file whose lines end in CR LF is read as any other, and keeps its line ends")
  func carriageReturns() {
    let browse = Extra.all.filter { $0.name == "browse" }
    let removal = Removal(of: browse, files: ["README.md"]) { _ in
      "Keep.\r\n\r\nGo [x](Modules/TerminalUI).\r\n\r\nEnd.\r\n"
    }
    #expect(removal.edits.first?.text == "Keep.\r\n\r\nEnd.\r\n")
  }

  @Test("Swift loses the declared lines and the manifest's block, and no comma is left dangling")
  func swiftFiles() {
    let manifest = """
      deps: [
        "Core",
        "Sandbox",
      ]
      call(
        "Core",
        "Sandbox",
      )

      // MARK: Sandbox: the backend.
      .target(
        name: "Sandbox",
        dependencies: [
          "Core",
        ],
      ),

      // MARK: Next: stays.
      """
    let sandbox = Extra.all.first { $0.name == "sandbox" }
    let files = ["Package.swift", "Modules/Sandbox/A.swift", "README.md"]
    let removal = Removal(of: [sandbox].compactMap { $0 }, files: files) { path in
      path == "Package.swift" ? manifest : "Nothing to drop."
    }
    #expect(removal.deleted == ["Modules/Sandbox"])
    #expect(removal.edits.map(\.path) == ["Package.swift"])
    #expect(
      removal.edits.first?.text == """
        deps: [
          "Core",
        ]
        call(
          "Core"
        )

        // MARK: Next: stays.
        """)
    #expect(removal.touchesThePackage)
  }

  @Test("A Swift file that goes takes the extensions beside it, and nothing else of its name")
  func extensionsGoWithTheirFile() {
    let extra = Extra(
      name: "x", summary: "", paths: ["Tests/A/Suite.swift"], lines: [:], block: nil, takes: [])
    let files = [
      "Tests/A/Suite.swift", "Tests/A/Suite+Samples.swift", "Tests/A/Suite+Samples/B.swift",
      "Tests/A/SuiteTwo.swift", "Tests/B/Suite+Samples.swift", "Tests/A/Suite+Notes.md",
    ]
    let removal = Removal(of: [extra], files: files) { _ in "" }
    #expect(removal.deleted == ["Tests/A/Suite.swift", "Tests/A/Suite+Samples.swift"])
  }

  @Test("A part's suffix takes the app's files named so, wherever they are, and no tool's")
  func suffix() {
    let part = Extra(
      name: "x", summary: "", paths: [], lines: [:], block: nil, takes: [],
      suffix: "+Samples.swift")
    let files = [
      "Modules/A/Type+Samples.swift", "Tests/B/C/Suite+Samples.swift", "Modules/A/Type.swift",
      "scripts/tool/Tool+Samples.swift", "Modules/A/Samples+Preview.swift",
    ]
    let removal = Removal(of: [part], files: files) { _ in "" }
    #expect(removal.deleted == ["Modules/A/Type+Samples.swift", "Tests/B/C/Suite+Samples.swift"])
  }

  @Test("No Swift file carries a part's mark: what a part adds is declared, not marked")
  func noMarks() throws {
    try #require(!Self.files.isEmpty, "the tree's files could not be listed")
    let mark =
      #/(//|#|<!--)\s*(samples|browse|sandbox|learn|lab|release|upgrade)(:(begin|end))?\s*(-->)?\s*$/#
    for path in Self.files where path.hasSuffix(".swift") {
      let text = Rename.text(of: path, in: packageRoot) ?? ""
      for line in text.split(separator: "\n") where line.firstMatch(of: mark) != nil {
        Issue.record("\(path) marks a line: \(line)")
      }
    }
  }

  @Test(
    "The samples go, or every extra, and the exemplar stays whole: none of its files is touched",
    arguments: [["samples"], Extra.all.map(\.name)])
  func exemplarStays(names: [String]) throws {
    try #require(!Self.files.isEmpty, "the tree's files could not be listed")
    let parts =
      names == ["samples"]
      ? try Extra.named(Extra.samples.takes) + [Extra.samples] : try Extra.named(names)
    let removal = Removal(of: parts, files: Self.files) { Rename.text(of: $0, in: packageRoot) }
    // The slice docs/decisions/0018-the-exemplar-stays.md lists, layer by layer.
    let exemplar = [
      "Modules/Domain/Article.swift", "Modules/DomainMocks/Fixtures/Article+Mock.swift",
      "Modules/Networking/Endpoints/ArticleDTO.swift",
      "Modules/Networking/Endpoints/FetchArticles.swift",
      "Modules/NetworkingMocks/MockAPIClient+Articles.swift",
      "Modules/Repositories/ArticleRepository.swift",
      "Modules/Repositories/Articles/RemoteArticleRepository.swift",
      "Modules/Repositories/Articles/ArticleStore.swift",
      "Modules/Repositories/Articles/ArticleSync.swift",
      "Modules/RepositoriesMocks/MockArticleRepository.swift",
      "Modules/Features/Articles/ArticleList.swift", "Modules/FeaturesMocks/Articles+Preview.swift",
      "Modules/CLI/Commands/ArticlesCommand.swift",
      "Modules/CLI/Composition/Dependencies+Articles.swift",
      "Modules/CLI/Rendering/Renderer+Articles.swift",
      "Modules/CLI/Rendering/JSONOutput+Articles.swift",
      "Modules/CLI/Tracing/TracingArticles.swift",
      "Tests/NetworkingTests/Endpoints/FetchArticlesTests.swift",
      "Tests/NetworkingTests/Endpoints/ArticleAPIClientContractTests.swift",
      "Tests/RepositoriesTests/Articles/RemoteArticleRepositoryTests.swift",
      "Tests/RepositoriesTests/Articles/ArticleStoreTests.swift",
      "Tests/RepositoriesTests/Articles/HostileArticleStoreTests.swift",
      "Tests/RepositoriesTests/Articles/ArticleRepositoryContractTests.swift",
      "Tests/RepositoriesTests/Articles/ArticleSyncTests.swift",
      "Tests/FeaturesTests/Articles/ArticleListViewModelTests.swift",
      "Tests/CLITests/Commands/ArticlesCommandTests.swift",
    ]
    let touched = removal.deleted + removal.edits.map(\.path)
    for path in exemplar {
      #expect(Self.exists(path), "the exemplar has no \(path)")
      #expect(!touched.contains { path == $0 || path.hasPrefix($0 + "/") }, "\(path) is touched")
    }
  }
}
