public import Foundation

/// Strata's architecture rules, checked against the manifest and every source file. A problem
/// names the file and line, as a compiler's error does:
///
/// - a target depends on a layer above it, or skips the allowed edges (``Layers``);
/// - an app module depends on a Mocks target or on test support, or imports Testing or XCTest;
/// - a Mocks target depends on anything but its own layer, lower layers and their Mocks;
/// - a test target depends on anything but its subject, lower layers and their Mocks;
/// - a tool (under `scripts/`) depends on the app, or the app on a tool;
/// - a file imports a module its target does not declare *directly* (SwiftPM compiles
///   transitive imports, so the compiler alone does not catch this);
/// - Domain touches networking (`URLSession`, `URLRequest`);
/// - a file that says what a resource is (Domain, or a feature module's file that imports no
///   layer but Domain) says how it travels or how it reads: a path, an HTTP method, its paging, a
///   command's name or a placeholder; or a feature's file says both (imports Networking and
///   Features);
///
/// - a test, a Mocks target or test support names `python` or `tmux`: `swift test` needs the
///   toolchain alone (a server is a Swift `LoopbackServer`, a terminal a pseudo-terminal the
///   test opens);
///
/// and, in the app's modules, the anti-patterns a machine can see: `#if DEBUG` standing in for
/// injection, `print(` in a library, a protocol of more than ``maximumRequirements``
/// requirements, `@unchecked Sendable`, `nonisolated(unsafe)`, and package dependencies of any
/// kind.
public struct ArchitectureCheck {
  /// The most requirements a protocol may have: small seams, each easy to fake.
  public static let maximumRequirements = 5

  /// One broken rule, where it is broken.
  public struct Problem: Hashable, Sendable, CustomStringConvertible {
    /// The file, relative to the package's root.
    public var path: String
    /// The line, from 1.
    public var line: Int
    /// The rule broken, in a sentence.
    public var message: String

    /// As a compiler says it: `path:line: error: message`.
    public var description: String { "\(path):\(line): error: \(message)" }
  }

  let root: URL
  let manifest: Manifest
  private var problems: [Problem] = []
  /// How many Swift files were read.
  public private(set) var files = 0

  /// A check of the package at `root`, whose manifest is `manifest`.
  public init(root: URL, manifest: Manifest) {
    self.root = root
    self.manifest = manifest
  }

  /// Every rule broken, in the order found.
  public mutating func run() throws(ToolError) -> [Problem] {
    checkManifest()
    try checkSources()
    return problems
  }

  private mutating func add(_ url: URL, _ line: Int, _ message: String) {
    let path =
      url.path.hasPrefix(root.path + "/")
      ? String(url.path.dropFirst(root.path.count + 1)) : url.path
    problems.append(Problem(path: path, line: line, message: message))
  }

  // MARK: The manifest

  private mutating func checkManifest() {
    let file = root.appendingPathComponent("Package.swift")
    let targets = manifest.targets
    let byName = Dictionary(targets.map { ($0.name, $0) }) { first, _ in first }
    let production = Set(targets.filter(\.isProduction).map(\.name))
    let support: Set<String> = byName[Layers.testSupport] == nil ? [] : [Layers.testSupport]
    let text = ManifestText(root: root)
    for dependency in manifest.packageDependencies {
      add(file, 1, "the package depends on \(dependency); Strata depends on the toolchain alone")
    }
    for target in targets {
      let line = text.line(of: target.name)
      let declared = Set(target.dependencies)
      if target.isTestSupport {
        for name in declared.sorted() {
          add(
            file, line,
            "\(target.name) depends on \(name): generic test support depends on no module of the package"
          )
        }
      } else if target.isTool {
        for name in declared.sorted() where byName[name].map({ !$0.isTool }) ?? false {
          add(
            file, line,
            "\(target.name) depends on \(name): a tool reads the package as files, never links the app"
          )
        }
      } else if target.isProduction {
        let allowed = Layers.allowed(for: target, among: production)
        for name in declared.subtracting(allowed).sorted() {
          let why =
            byName[name].map { $0.isMocks || $0.isTestSupport } == true
            ? "a production target must never link test doubles or test support"
            : byName[name]?.isTool == true
              ? "the app never links a tool"
              : "\(target.name) may depend on \(Self.describe(allowed))"
          add(file, line, "\(target.name) depends on \(name): \(why)")
        }
      } else if target.isMocks {
        let base = String(target.name.dropLast("Mocks".count))
        let lower = Layers.reachable(from: base, in: manifest).union([base])
        var allowed = lower.union(lower.map { $0 + "Mocks" }.filter { byName[$0] != nil }).union(
          support)
        allowed.remove(target.name)
        for name in declared.subtracting(allowed).sorted() {
          add(
            file, line,
            "\(target.name) depends on \(name): a Mocks target may depend only on its own layer, lower layers and their Mocks (\(Self.describe(allowed)))"
          )
        }
      } else {
        let subject =
          target.name.hasSuffix("Tests") ? String(target.name.dropLast("Tests".count)) : ""
        guard let tested = byName[subject] else {
          for name in declared.subtracting(support).sorted() {
            add(
              file, line,
              "\(target.name) depends on \(name): it tests no module, so it may depend on test support alone"
            )
          }
          continue
        }
        let lower =
          tested.isTool
          ? Set(targets.filter(\.isTool).map(\.name))
          : Layers.reachable(from: subject, in: manifest).union([subject])
        let allowed = lower.union(lower.map { $0 + "Mocks" }.filter { byName[$0] != nil }).union(
          support)
        for name in declared.subtracting(allowed).sorted() {
          add(
            file, line,
            "\(target.name) depends on \(name): a test target may depend only on \(subject), the layers below it and their Mocks"
          )
        }
      }
    }
  }

  // MARK: The sources

  private mutating func checkSources() throws(ToolError) {
    let modules = Set(manifest.targets.map(\.name))
    let text = ManifestText(root: root)
    for target in manifest.targets {
      let directory = target.sourceDirectory(in: root)
      guard FileManager.default.fileExists(atPath: directory.path) else {
        // SwiftPM would refuse the package; a feature removed by hand leaves exactly this.
        add(
          root.appendingPathComponent("Package.swift"), text.line(of: target.name),
          "\(target.name)'s folder \(target.path ?? target.name) does not exist: Package.swift names a path that is not there"
        )
        continue
      }
      let declared = Set(target.dependencies)
      for url in SwiftSource.files(in: directory) {
        files += 1
        let source = try SwiftSource(url)
        for (line, module) in source.imports {
          if modules.contains(module), !declared.contains(module), module != target.name {
            add(
              url, line,
              "imports \(module), which its target \(target.name) does not declare as a direct dependency in Package.swift"
            )
          }
          if target.isProduction, modules.contains(module),
            module.hasSuffix("Mocks") || module == Layers.testSupport
          {
            add(
              url, line,
              "imports \(module): production code never uses test doubles or test support")
          }
          if target.isProduction, ["Testing", "XCTest"].contains(module) {
            add(url, line, "imports \(module) in production code")
          }
          if target.name == "Domain", module != "Foundation" {
            add(url, line, "Domain imports \(module); Domain may use Foundation at most")
          }
        }
        if target.isTest || target.isMocks || target.isTestSupport { checkToolchainAlone(source) }
        guard target.isProduction else { continue }
        if target.name == "Domain" {
          for (line, text) in source.codeLines()
          where text.contains(
            #/\b(URLSession\w*|URLRequest|HTTPURLResponse)\b/#.wordBoundaryKind(.simple))
          {
            add(url, line, "Domain touches networking")
          }
          checkWhatItIs(source)
        }
        if !target.isExecutable, Layers.table[target.name] == nil {
          checkFeatureFile(source)
        }
        checkAntiPatterns(source, in: target)
      }
    }
  }

  /// A test runs nothing but the toolchain: no interpreter, no terminal multiplexer.
  private mutating func checkToolchainAlone(_ source: SwiftSource) {
    let outside = #/\b(python3?|tmux)\b/#.wordBoundaryKind(.simple)
    guard source.text.has("python") || source.text.has("tmux") else { return }
    for (line, text) in source.codeLines(keepingStrings: true) where text.contains(outside) {
      add(
        source.url, line,
        "a test names python or tmux: `swift test` needs the toolchain alone"
      )
    }
  }

  /// A file that says what a resource is names no path, method, paging, command or placeholder.
  private mutating func checkWhatItIs(_ source: SwiftSource) {
    let words = [
      "PathTemplate", "HTTPMethod", "ResourceRoute", "Paging", "listCommand", "itemCommand",
      "placeholder", "\"/",
    ]
    let travels =
      #/\b(PathTemplate|HTTPMethod|ResourceRoute|Paging|listCommand|itemCommand|placeholder)\b/#
      .wordBoundaryKind(.simple)
    let path = #/"\/[A-Za-z{]/#
    for (line, text) in source.codeLines(keepingStrings: true)
    where words.contains(where: text.has) {
      let code = SwiftSource.blankingStrings(text)
      if code.contains(travels) || text.contains(path) {
        add(
          source.url, line,
          "says how a resource travels or reads (a path, an HTTP method, paging, a command or a placeholder) where it says what it is: put it in the resource's route (Networking) or its Presentable conformance (Features)"
        )
      }
    }
  }

  /// A feature module's file says one thing: what its resource is, how it travels, or how it reads.
  private mutating func checkFeatureFile(_ source: SwiftSource) {
    let layers = Set(source.imports.map(\.module)).intersection(["Networking", "Features"])
    if layers.count == 2 {
      add(
        source.url, 1,
        "imports Networking and Features: a feature's file says how its resource travels or how it reads, not both; split it"
      )
    } else if layers.isEmpty {
      checkWhatItIs(source)
    }
  }

  private mutating func checkAntiPatterns(_ source: SwiftSource, in target: Manifest.Target) {
    // A rule looks at the lines of a file only when the file's text has the rule's word: most
    // files have none of them.
    let whole = source.text
    guard
      ["DEBUG", "@unchecked", "nonisolated", "print", "protocol"].contains(where: whole.has)
    else { return }
    let lines = source.codeLines()
    let debug = #/^\s*#if\s+DEBUG\b/#.wordBoundaryKind(.simple)
    let unchecked = #/@unchecked\s+Sendable/#
    let unsafe = #/nonisolated\s*\(\s*unsafe\s*\)/#
    let print = #/print\s*\(/#
    for (line, text) in lines {
      guard
        text.has("DEBUG") || text.has("@unchecked") || text.has("nonisolated")
          || text.has("print")
      else { continue }
      if text.contains(debug) {
        add(source.url, line, "`#if DEBUG` stands in for injection; inject the behaviour instead")
      }
      if text.contains(unchecked) {
        add(source.url, line, "`@unchecked Sendable`: keep mutable state in a Mutex or an actor")
      }
      if text.contains(unsafe) {
        add(source.url, line, "`nonisolated(unsafe)`: keep mutable state in a Mutex or an actor")
      }
      if !target.isExecutable, !SwiftSource.matches(of: print, in: text).isEmpty {
        add(
          source.url, line,
          "`print` in the library \(target.name): return values or errors; only the CLI writes to the terminal"
        )
      }
    }
    if whole.has("protocol") { checkProtocolSizes(lines, source.url) }
  }

  private mutating func checkProtocolSizes(_ lines: [(line: Int, text: String)], _ url: URL) {
    var depth = 0
    var current: (name: String, line: Int, count: Int, depth: Int)?
    let opening = #/^\s*(?:public\s+|package\s+|internal\s+)?protocol\s+(\w+)/#
    let requirement =
      #/^\s*(?:(?:static|mutating|nonmutating|async|@\w+)\s+)*(func|var|let|subscript|init)\b/#
      .wordBoundaryKind(.simple)
    for (line, text) in lines {
      if current == nil {
        if text.has("protocol"), text.has("{"), let match = text.firstMatch(of: opening) {
          current = (String(match.output.1), line, 0, depth + 1)
        }
      } else if depth == current?.depth,
        ["func", "var", "let", "subscript", "init"].contains(where: text.has),
        text.contains(requirement)
      {
        current?.count += 1
      }
      depth += text.filter { $0 == "{" }.count - text.filter { $0 == "}" }.count
      if let protocolFound = current, depth < protocolFound.depth {
        if protocolFound.count > Self.maximumRequirements {
          add(
            url, protocolFound.line,
            "protocol \(protocolFound.name) has \(protocolFound.count) requirements; split it (at most \(Self.maximumRequirements): small, focused protocols)"
          )
        }
        current = nil
      }
    }
  }

  private static func describe(_ names: Set<String>) -> String {
    names.isEmpty ? "nothing" : names.sorted().joined(separator: ", ")
  }
}
