public import Foundation

/// Holds the documents to the code: every Swift block compiles, every link resolves.
///
/// Documents: README.md, ARCHITECTURE.md, LEARN.md, `docs/**/*.md`, every DocC article, and the
/// `///` comments of every Swift file under `Modules/` (a ```` ```swift ```` block there is checked
/// like one in a document; its markers are `/// <!-- snippet: … -->` lines).
///
/// Each block is type-checked against the built modules, after importing every module: its
/// declarations at file scope, its statements in a `@MainActor` async throwing function. Blocks
/// that declare no name in common share a file, so the check costs a few compiler runs. The line
/// before a block may adjust it:
///
/// ```text
/// <!-- snippet: given repository: any UserRepository -->   what it uses and does not declare
/// <!-- snippet: not compiled, SwiftUI -->                     skipped, saying why; a SwiftUI
///                                                             block's Strata names are checked
/// <!-- snippet: excerpt of Modules/Features/…/X.swift -->     each of its lines is in that file,
///                                                             in order
/// ```
///
/// Every relative Markdown link must name a file or folder that exists (and that git does not
/// ignore), a `#fragment` a heading of that file, and `#L3-L9` lines a source file has, the first
/// holding the code the link's text names (`` [`public init(id: Int)`](X.swift#L12-L20) ``).
public struct DocumentCheck {
  let root: URL
  let manifest: Manifest
  /// Where the built `.swiftmodule` files are.
  let modules: URL

  /// A check of the package at `root`, compiling its blocks against the modules in `modules`.
  public init(root: URL, manifest: Manifest, modules: URL) {
    self.root = root
    self.manifest = manifest
    self.modules = modules
  }

  /// What a check found.
  public struct Report: Sendable {
    /// Each problem, as `file:line: error: what`.
    public var problems: [String] = []
    /// How many links were followed.
    public var links = 0
    /// How many Swift blocks were compiled (excerpts compared).
    public var compiled = 0
    /// How many blocks are marked as not compiled here.
    public var skipped = 0

    /// The report's last line.
    public var summary: String {
      guard problems.isEmpty else {
        return "Documents disagree with the code: \(problems.count) problem(s)."
      }
      let blocks =
        compiled + skipped == 0
        ? "" : ", \(compiled) Swift blocks compiled (\(skipped) marked as not Strata code)"
      return "Documents agree with the code: \(links) links\(blocks)."
    }
  }

  /// Checks the links and the Swift blocks of every document, or the blocks of `only` alone.
  public func run(only: URL? = nil) throws(ToolError) -> Report {
    var report = Report()
    if only == nil { try checkLinks(&report) }
    try checkSnippets(only.map { [$0] } ?? documents() + sources(), &report)
    return report
  }

  /// Checks the links of every document alone: no build needed.
  public func links() throws(ToolError) -> Report {
    var report = Report()
    try checkLinks(&report)
    return report
  }

  // MARK: Which files

  func documents() -> [URL] {
    var paths = ["README.md", "ARCHITECTURE.md", "LEARN.md"].map { root.appendingPathComponent($0) }
      .filter { FileManager.default.fileExists(atPath: $0.path) }
    let docs = root.appendingPathComponent("docs")
    // docs/site is what scripts/docs generates: thousands of files, none of them a source.
    paths += files(below: docs) { $0.hasSuffix(".md") && !$0.hasPrefix("site/") }
    let modules = root.appendingPathComponent("Modules")
    paths += files(below: modules) { path in
      let parts = path.split(separator: "/")
      return parts.count == 3 && parts[1].hasSuffix(".docc") && path.hasSuffix(".md")
    }
    return paths
  }

  func sources() -> [URL] {
    files(below: root.appendingPathComponent("Modules")) { $0.hasSuffix(".swift") }
  }

  private func files(below directory: URL, where keep: (String) -> Bool) -> [URL] {
    guard let walk = FileManager.default.enumerator(atPath: directory.path) else { return [] }
    return walk.compactMap { $0 as? String }
      .filter { path in !path.split(separator: "/").contains { $0.hasPrefix(".") } && keep(path) }
      .sorted().map { directory.appendingPathComponent($0) }
  }

  private func relative(_ url: URL) -> String {
    url.path.hasPrefix(root.path + "/") ? String(url.path.dropFirst(root.path.count + 1)) : url.path
  }

  // MARK: Swift blocks

  /// A ```` ```swift ```` block: where it starts, its code, what it is given, and why it is not
  /// compiled, when it is not.
  struct Snippet {
    var line: Int
    var code: String
    var given: String
    var skip: String?
  }

  /// Every Swift block of `url`: a document's, or a Swift file's doc comments'.
  static func snippets(in url: URL) throws(ToolError) -> [Snippet] {
    let text: String
    do {
      text = try String(contentsOf: url, encoding: .utf8)
    } catch {
      throw ToolError("\(url.path) cannot be read: \(error)")
    }
    let notDocumentation = "\u{0}"
    var lines = text.components(separatedBy: "\n")
    if url.pathExtension == "swift" {
      let documentation = #/\s*\/\/\/ ?(.*)/#
      lines = lines.map { line in
        guard line.contains("///"), let match = line.wholeMatch(of: documentation) else {
          return notDocumentation
        }
        return String(match.output.1)
      }
    }
    var found: [Snippet] = []
    var index = 0
    while index < lines.count {
      defer { index += 1 }
      guard lines[index].hasPrefix("```swift"),
        lines[index].dropFirst(8).allSatisfy(\.isWhitespace)
      else { continue }
      let start = index + 1
      var end = start
      while end < lines.count, lines[end].trimmingCharacters(in: .whitespaces) != "```",
        lines[end] != notDocumentation
      {
        end += 1
      }
      let before = index > 0 ? lines[index - 1] : ""
      let given = before.wholeMatch(of: #/<!--\s*snippet:\s*given\s+(.*?)\s*-->\s*/#)
      let skip = before.wholeMatch(of: #/<!--\s*snippet:\s*not compiled,\s*(.+?)\s*-->\s*/#)
      let excerpt = before.wholeMatch(of: #/<!--\s*snippet:\s*excerpt of\s+(\S+)\s*-->\s*/#)
      found.append(
        Snippet(
          line: start, code: lines[start..<end].joined(separator: "\n"),
          given: given.map { String($0.output.1) } ?? "",
          skip: excerpt.map { "excerpt of " + $0.output.1 } ?? skip.map { String($0.output.1) }))
      index = end
    }
    return found
  }

  /// The block's declarations at the top (types, extensions, with the doc comments and
  /// attributes above them), for file scope; and its statements, for the function's body.
  static func splitDeclarations(_ code: String) -> (declarations: String, statements: String) {
    let topLevel =
      #/^(@main|(public |private |fileprivate )?(struct|class|enum|extension|protocol|actor|final class|func)\b|@\w+\s+(struct|class|enum))/#
      .wordBoundaryKind(.simple)
    var declarations: [String] = []
    var statements: [String] = []
    var pending: [String] = []
    var depth = 0
    var inDeclaration = false
    for line in code.components(separatedBy: "\n") {
      let stripped = line.trimmingCharacters(in: .whitespaces)
      let opens = stripped.prefixMatch(of: topLevel) != nil
      if !inDeclaration, depth == 0, stripped.hasPrefix("///") || stripped.hasPrefix("@"), !opens {
        pending.append(line)
        continue
      }
      if !inDeclaration, depth == 0, opens { inDeclaration = true }
      if inDeclaration {
        declarations += pending + [line]
        pending = []
        depth += line.filter { $0 == "{" }.count - line.filter { $0 == "}" }.count
        if depth == 0, declarations.contains(where: { $0.contains("{") }) { inDeclaration = false }
      } else {
        statements += pending + [line]
        pending = []
      }
    }
    return (declarations.joined(separator: "\n"), (statements + pending).joined(separator: "\n"))
  }

  private func checkSnippets(_ urls: [URL], _ report: inout Report) throws(ToolError) {
    struct Job {
      var file: String
      var line: Int
      var given: String
      var declarations: String
      var statements: String
      var names: Set<String>
    }
    var jobs: [Job] = []
    var known: StrataNames?
    for url in urls {
      for snippet in try Self.snippets(in: url) {
        let file = relative(url)
        if let skip = snippet.skip, skip.hasPrefix("excerpt of ") {
          if let problem = checkExcerpt(
            snippet.code, of: String(skip.dropFirst("excerpt of ".count)))
          {
            report.problems.append("\(file):\(snippet.line): error: \(problem)")
          }
          report.compiled += 1
          continue
        }
        if let skip = snippet.skip {
          if skip == "SwiftUI" {
            known = known ?? StrataNames(sources: sources())
            let document = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
            for problem in known?.problems(in: snippet.code, of: document, root: root) ?? [] {
              report.problems.append("\(file):\(snippet.line): error: \(problem)")
            }
          }
          report.skipped += 1
          continue
        }
        let (declarations, statements) = Self.splitDeclarations(snippet.code)
        var names = Set(
          declarations.matches(
            of:
              #/(?m)^(?:@\w+\s+)*(?:(?:public|private|fileprivate|internal|final|nonisolated)\s+)*(?:struct|class|enum|protocol|actor|typealias|func|let|var)\s+(\w+)/#
          ).map { String($0.output.1) })
        if snippet.code.contains("@main") { names.insert("main") }
        jobs.append(
          Job(
            file: file, line: snippet.line, given: snippet.given, declarations: declarations,
            statements: statements, names: names))
      }
    }
    var batches: [(names: Set<String>, jobs: [Job])] = []
    for job in jobs {
      if let index = batches.firstIndex(where: { $0.names.isDisjoint(with: job.names) }) {
        batches[index].names.formUnion(job.names)
        batches[index].jobs.append(job)
      } else {
        batches.append((job.names, [job]))
      }
    }
    let work = FileManager.default.temporaryDirectory
      .appendingPathComponent("strata-snippets-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: work) }
    do {
      try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
    } catch {
      throw ToolError("no folder for the snippets: \(error)")
    }
    for (number, batch) in batches.enumerated() {
      var text = imports + "\n"
      var owners: [(start: Int, file: String, line: Int)] = []
      for (index, job) in batch.jobs.enumerated() {
        owners.append((text.filter { $0 == "\n" }.count + 1, job.file, job.line))
        text +=
          "\n// \(job.file):\(job.line)\n\(job.declarations)\n\n@MainActor func "
          + "snippet\(index)(\(job.given)) async throws {\n\(job.statements)\n}\n"
      }
      let source = work.appendingPathComponent("snippets_\(number).swift")
      do {
        try text.write(to: source, atomically: true, encoding: .utf8)
      } catch {
        throw ToolError("the snippets could not be written: \(error)")
      }
      let flags = batch.names.contains("main") ? ["-parse-as-library"] : []
      let result = try Command.run(
        "swiftc",
        ["-typecheck", "-swift-version", "6"] + flags + ["-I", modules.path, source.path])
      report.compiled += batch.jobs.count
      guard result.status != 0 else { continue }
      var reported: [String: [String]] = [:]
      var order: [String] = []
      for error in result.errors.components(separatedBy: "\n")
      where error.hasPrefix(source.path + ":") {
        let parts = error.dropFirst(source.path.count + 1).split(separator: ":", maxSplits: 3)
        guard parts.count == 4, let at = Int(parts[0]), parts[2] == " error",
          let owner = owners.last(where: { $0.start <= at })
        else { continue }
        let key = "\(owner.file):\(owner.line)"
        if reported[key] == nil { order.append(key) }
        reported[key, default: []].append(parts[3].trimmingCharacters(in: .whitespaces))
      }
      if order.isEmpty {
        report.problems.append("snippets: the compiler failed: \(result.errors.suffix(1500))")
      }
      for key in order {
        report.problems.append(
          "\(key): error: this Swift block does not compile: "
            + (reported[key] ?? []).prefix(3).joined(separator: " | "))
      }
    }
  }

  /// Every module of the package, as a block sees them: the libraries as an app imports them,
  /// the executable's with `@testable`, so a doc comment there may show its internal types.
  private var imports: String {
    let targets = manifest.targets.filter { !$0.isTest && !$0.isTool }.sorted { $0.name < $1.name }
    var lines = ["import Foundation", "import Testing"]
    lines += targets.map { $0.isExecutable ? "@testable import \($0.name)" : "import \($0.name)" }
    // The documents' examples use the test fixture `Note`, while the generic stack is in; an app
    // may have a `Note` of its own (a feature generated as Notes): a scoped import says which one
    // an example means.
    let note = root.appendingPathComponent("Modules/DomainMocks/Fixtures/Note.swift")
    if FileManager.default.fileExists(atPath: note.path) {
      lines += ["import struct DomainMocks.Note", "import enum DomainMocks.NoteLevel"]
    }
    return lines.joined(separator: "\n")
  }

  /// Why `code`, quoted from `source`, no longer matches it: each of its lines (blank and
  /// `// …` lines aside) must be a line of the file, in order. `nil` when it matches.
  func checkExcerpt(_ code: String, of source: String) -> String? {
    guard let text = try? String(contentsOf: root.appendingPathComponent(source), encoding: .utf8)
    else { return "the excerpt names \(source), which does not exist" }
    let have = text.components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
    var position = 0
    for line in code.components(separatedBy: "\n") {
      let wanted = line.trimmingCharacters(in: .whitespaces)
      guard !wanted.isEmpty, wanted != "// …" else { continue }
      guard let found = have[position...].firstIndex(of: wanted) else {
        return "this excerpt of \(source) no longer matches it: '\(wanted)' is not there (in order)"
      }
      position = found + 1
    }
    return nil
  }

  // MARK: Links

  private func checkLinks(_ report: inout Report) throws(ToolError) {
    var links: [(file: String, line: Int, target: String, resolved: URL, link: MarkdownLink)] = []
    for url in documents() {
      let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
      let folder = (relative(url) as NSString).deletingLastPathComponent
      var inCode = false
      var previous = ""
      for (index, line) in text.components(separatedBy: "\n").enumerated() {
        defer { previous = inCode ? "" : line }
        if line.hasPrefix("```") {
          inCode.toggle()
          continue
        }
        guard !inCode else { continue }
        // Links are read a line at a time: one broken over two lines would go unchecked.
        if previous.contains(#/\[[^\]]*$/#) && line.contains(#/^[^\[]*\]\(/#)
          || previous.contains(#/\]\([^)\s]*$/#) && line.contains(#/^[^(\s]*\)/#)
        {
          report.problems.append(
            "\(relative(url)):\(index + 1): error: a link broken over two lines: keep it on one")
        }
        for link in MarkdownLink.local(in: line) {
          let target = link.path + (link.fragment.map { "#" + $0 } ?? "")
          guard let file = link.path.isEmpty ? relative(url) : link.resolved(from: folder) else {
            report.problems.append(
              "\(relative(url)):\(index + 1): error: link to \(target): outside the package")
            continue
          }
          links.append(
            (
              relative(url), index + 1, target, root.appendingPathComponent(file), link
            ))
        }
      }
    }
    report.links = links.count
    let existing = links.map(\.resolved).filter { FileManager.default.fileExists(atPath: $0.path) }
    let ignored = try ignoredByGit(Set(existing.map { $0.resolvingSymlinksInPath().path }))
    for link in links {
      let path = link.resolved.path
      if !FileManager.default.fileExists(atPath: path) {
        report.problems.append(
          "\(link.file):\(link.line): error: link to \(link.target): no such file")
      } else if ignored.contains(link.resolved.resolvingSymlinksInPath().path) {
        report.problems.append(
          "\(link.file):\(link.line): error: link to \(link.target): git ignores it, so a fresh clone has no such file"
        )
      } else if let fragment = link.link.fragment, !fragment.isEmpty,
        let text = try? String(contentsOf: link.resolved, encoding: .utf8)
      {
        if path.hasSuffix(".md") {
          let headings = text.matches(of: #/(?m)^#+\s+(.*)$/#).map {
            Self.slug(String($0.output.1))
          }
          if !headings.contains(fragment) {
            report.problems.append(
              "\(link.file):\(link.line): error: link to \(link.target): no heading '\(fragment)' in \(relative(link.resolved))"
            )
          }
        } else if let problem = link.link.lineProblem(
          in: Array(
            text.split(separator: "\n", omittingEmptySubsequences: false)
              .dropLast(text.hasSuffix("\n") ? 1 : 0)))
        {
          report.problems.append(
            "\(link.file):\(link.line): error: link to \(link.target): \(problem)")
        }
      }
    }
  }

  /// A heading's anchor, as GitHub makes it: lower case, `` ` ``, `*` and `_` dropped, anything
  /// but letters, digits, `-` and spaces dropped, spaces as dashes.
  static func slug(_ heading: String) -> String {
    heading.trimmingCharacters(in: .whitespaces).lowercased()
      .filter { !"`*_".contains($0) }
      .filter { $0.isLetter || $0.isNumber || $0 == "-" || $0 == " " || $0 == "_" }
      .replacingOccurrences(of: " ", with: "-")
  }

  /// Which of `paths` git ignores (build products, say): they exist here, not in a clone. One
  /// question to git for all of them; without git (a downloaded archive), none.
  private func ignoredByGit(_ paths: Set<String>) throws(ToolError) -> Set<String> {
    let base = root.resolvingSymlinksInPath().path + "/"
    let inside = paths.filter { $0.hasPrefix(base) }.sorted()
    guard !inside.isEmpty,
      FileManager.default.fileExists(atPath: root.appendingPathComponent(".git").path)
    else { return [] }
    let result = try Command.run(
      "git", ["check-ignore", "-z", "--stdin"], input: inside.joined(separator: "\u{0}") + "\u{0}",
      in: root)
    guard [0, 1].contains(result.status) else {
      throw ToolError("git check-ignore failed: \(result.errors)")
    }
    return Set(result.output.split(separator: "\u{0}").map(String.init))
  }
}
