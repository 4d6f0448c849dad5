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

  @Test("Each extra that is in lists paths that are there, and lines its files hold")
  func declarationsHoldToTheTree() throws {
    try #require(!Self.files.isEmpty, "the tree's files could not be listed")
    let out = Extra.all.filter { !Self.exists($0.paths[0]) }
    // A path goes with another extra that lists it, or with the samples (scripts/remove-samples).
    let samplesOut = !Self.exists("Modules/Domain/User.swift")
    for extra in Extra.all where !out.contains(extra) {
      for path in extra.paths where !Self.exists(path) {
        let wentElsewhere = out.contains { other in
          other.paths.contains { path == $0 || path.hasPrefix($0 + "/") }
        }
        #expect(wentElsewhere || samplesOut, "\(extra.name) lists \(path), which is not there")
      }
      for (file, lines) in extra.lines {
        let text = try String(
          contentsOf: packageRoot.appendingPathComponent(file), encoding: .utf8)
        let present = Set(
          text.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) })
        for line in lines {
          #expect(present.contains(line), "\(extra.name): \(file) has no line \(line)")
        }
      }
      if let block = extra.block {
        let manifest = try String(
          contentsOf: packageRoot.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("// MARK: \(block):"), "\(extra.name): no block \(block)")
      }
    }
  }

  /// Each extra alone, with those it takes, and every one at once.
  static let removals: [[String]] = Extra.all.map { [$0.name] } + [Extra.all.map(\.name)]

  @Test(
    "Whatever goes, nothing that stays imports it, links to it or loses half of a mark",
    arguments: removals)
  func nothingLeftBehind(names: [String]) throws {
    try #require(!Self.files.isEmpty, "the tree's files could not be listed")
    let extras = try Extra.named(names)
    let removal = Removal(of: extras, files: Self.files) { Rename.text(of: $0, in: packageRoot) }
    let gone = extras.flatMap(\.paths)
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
      // The samples' marks are scripts/remove-samples's: a removal keeps each begun block's end.
      if let original = Rename.text(of: path, in: packageRoot), edited[path] != nil {
        func open(_ text: String) -> Int {
          text.components(separatedBy: "samples:begin").count
            - text.components(separatedBy: "samples:end").count
        }
        #expect(open(text) == open(original), "\(path) lost half of a mark")
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
    #expect(throws: ToolError.self) { try Extra.named(["lab", "nothing"]) }
  }

  @Test(
    "A document loses each paragraph, list item or table row linking to what went, and its code")
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
        """)
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
}
