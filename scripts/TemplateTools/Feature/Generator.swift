public import Foundation

/// `scripts/new-feature` and `scripts/remove-feature` on the package at `root`: what is declared
/// already, read from the tree and the toolchain; every file written and edited at once, and
/// undone if any step fails, so a refusal or a failure changes nothing.
public struct Generator {
  /// The toolchain modules whose names code importing Foundation and Testing can see.
  static let toolchainModules = [
    "Swift", "_Concurrency", "_StringProcessing", "Foundation", "FoundationEssentials",
    "FoundationInternationalization", "Dispatch", "Observation", "Synchronization", "Testing",
    "Glibc", "Darwin", "Musl",
  ]

  /// The paging presets `--paging` takes.
  public static let pagingNames = FeatureSpec.paging.map(\.key).joined(separator: ", ")

  let root: URL

  /// The generator for the package at `root`.
  public init(root: URL) {
    self.root = root
  }

  /// What `new-feature` adds and edits: paths with their new text, and what it will say next.
  public struct Addition {
    /// The new files.
    public var written: [(path: String, text: String)]
    /// The shared files, as they will read.
    public var edited: [(path: String, text: String)]
    /// The feature's type and name: `Todo (Todos)`.
    public var title: String
    /// The command that lists it: `strata todos`.
    public var example: String
    /// Its module: `Todos`.
    public var module: String
  }

  /// What `remove-feature` removes and edits.
  public struct Subtraction {
    /// The feature's folders.
    public var deleted: [String]
    /// The shared files, as they will read.
    public var edited: [(path: String, text: String)]
    /// The feature's type and name: `Todo (Todos)`.
    public var title: String
  }

  // MARK: Adding

  /// The feature the command line's values describe, planned: nothing is written yet.
  ///
  /// - Throws: ``ToolError`` saying why the feature is refused.
  public func plan(
    name: String, model: String, path: String, fields: String, actions: String?,
    itemPath: String?, idKind: String?, paging: String?, parent: String?, edits: String?
  ) throws(ToolError) -> Addition {
    var listedUnder: FeatureSpec.Parent?
    if let parent { listedUnder = try self.parent(parent) }
    var spec = try FeatureSpec(
      name: name, model: model, path: path, fields: fields, actions: actions, itemPath: itemPath,
      idKind: idKind, paging: paging, parent: listedUnder, edits: edits)
    let (types, modules) = try packageNames()
    let toolchain = try toolchainNames()
    // What code that imports the feature sees: every toolchain module but Testing, which only
    // its test imports; there a clash is avoided by spelling the type in full.
    let visible = toolchain.filter { $0.key != "Testing" }.values.reduce(
      Set(Self.toolchainModules)
    ) { $0.union($1) }
    try spec.checkNames(
      types: types.union(visible), modules: modules, commands: commandWords(),
      testsSee: toolchain["Testing"] ?? [])
    let written = spec.files
    for (path, _) in written where FileManager.default.fileExists(atPath: url(path).path) {
      throw ToolError("\(path) already exists")
    }
    let edited: [(path: String, text: String)] = try [
      ("Package.swift", FeatureEdits.addManifest(read("Package.swift"), spec)),
      (FeatureEdits.resources, FeatureEdits.addResource(read(FeatureEdits.resources), spec)),
      ("README.md", FeatureEdits.addReadme(read("README.md"), spec)),
    ]
    let example = spec.parameters.map { " --\($0.option) \($0.example)" }
    return Addition(
      written: written, edited: edited, title: "\(model) (\(name))",
      example: "strata \(spec.listCommand)" + example.joined(), module: name)
  }

  /// Writes `addition`, formats what it wrote, and checks the manifest as SwiftPM reads it: the
  /// feature's target is there, and the CLI depends on it. Anything that fails is undone.
  ///
  /// - Returns: the manifest as SwiftPM read it, for the module graph.
  @discardableResult
  public func apply(_ addition: Addition) throws(ToolError) -> Manifest {
    let module = addition.module
    return try change(write: addition.written, edit: addition.edited) {
      () throws(ToolError) -> Manifest in
      let manifest = try Manifest.dump(root: root)
      guard manifest.target(module)?.path == "Modules/\(module)",
        manifest.target("CLI")?.dependencies.contains(module) == true
      else {
        throw ToolError(
          "swift package dump-package does not read \(module) into Package.swift as a target the "
            + "CLI depends on")
      }
      return manifest
    }
  }

  // MARK: Removing

  /// The generated feature `name` taken out, planned: nothing is changed yet.
  ///
  /// - Throws: ``ToolError`` when `name` is not a feature `new-feature` wrote, or another is
  ///   listed under it.
  public func planRemoval(of name: String) throws(ToolError) -> Subtraction {
    try FeatureSpec.checkTypeShape(name, "feature")
    guard let names = try schemaNames(in: name) else {
      throw ToolError("Modules/\(name) holds no resource that scripts/new-feature wrote")
    }
    let manifest = try read("Package.swift")
    let under = manifest.matches(of: #/name: "([A-Za-z0-9]+)",\s*dependencies: \[([^\]]*)\]/#)
      .filter { $0.output.2.contains("\"\(name)\"") }
      .filter { ![name + "Tests", "CLI"].contains(String($0.output.1)) }
      .map { String($0.output.1) }.sorted()
    guard under.isEmpty else {
      throw ToolError("\(under.joined(separator: ", ")) is listed under \(name); remove it first")
    }
    let edited: [(path: String, text: String)] = try [
      ("Package.swift", FeatureEdits.removeManifest(manifest, name)),
      (
        FeatureEdits.resources,
        FeatureEdits.removeResource(read(FeatureEdits.resources), name, names.singular)
      ),
      (
        "README.md",
        FeatureEdits.removeReadme(
          read("README.md"), list: FeatureNames.kebab(names.plural),
          item: FeatureNames.kebab(names.singular))
      ),
    ]
    let deleted = ["Modules/\(name)", "Tests/\(name)Tests"].filter {
      FileManager.default.fileExists(atPath: url($0).path)
    }
    return Subtraction(
      deleted: deleted, edited: edited, title: "\(names.singular) (\(names.plural))")
  }

  /// Takes the feature's folders and lines out; anything that fails is undone.
  public func apply(_ subtraction: Subtraction) throws(ToolError) {
    try change(write: [], delete: subtraction.deleted, edit: subtraction.edited) {}
  }

  // MARK: What is declared already

  /// Every top-level name each toolchain module declares, by module, from their symbol graphs;
  /// kept in `.build` with the compiler's version, since reading them takes seconds, and read
  /// again for any other compiler.
  func toolchainNames() throws(ToolError) -> [String: Set<String>] {
    struct Cache: Codable {
      var version: String
      var names: [String: Set<String>]
    }
    let version = try Command.run("swift", ["--version"]).output
    let cache = url(".build/strata-names/toolchain.json")
    if let data = FileManager.default.contents(atPath: cache.path),
      let kept = try? JSONDecoder().decode(Cache.self, from: data), kept.version == version
    {
      return kept.names
    }
    let info = try Command.run("swift", ["-print-target-info"]).output
    guard
      let object = try? JSONSerialization.jsonObject(with: Data(info.utf8)) as? [String: Any],
      let triple = (object["target"] as? [String: Any])?["unversionedTriple"] as? String
    else { throw ToolError("swift -print-target-info did not say the target") }
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("strata-names-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    try? FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    var names: [String: Set<String>] = [:]
    for module in Self.toolchainModules {
      // A module this platform lacks (Darwin on Linux) is simply not there to clash with.
      _ = try Command.run(
        "swift",
        [
          "symbolgraph-extract", "-module-name", module, "-target", triple, "-output-dir",
          scratch.path,
        ])
    }
    let graphs = (try? FileManager.default.contentsOfDirectory(atPath: scratch.path)) ?? []
    for file in graphs where file.hasSuffix(".symbols.json") {
      guard
        let data = FileManager.default.contents(atPath: scratch.appendingPathComponent(file).path),
        let graph = try? JSONDecoder().decode(SymbolGraph.self, from: data)
      else { continue }
      for symbol in graph.symbols where symbol.pathComponents.count == 1 {
        names[graph.module.name, default: []].insert(symbol.pathComponents[0])
      }
    }
    guard names.values.map(\.count).reduce(0, +) >= 500, names["Testing"] != nil else {
      throw ToolError(
        "could not read the toolchain's symbol graphs (swift symbolgraph-extract); the names "
          + "rule needs them")
    }
    try? FileManager.default.createDirectory(
      at: cache.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? JSONEncoder().encode(Cache(version: version, names: names)).write(to: cache)
    return names
  }

  /// What a symbol graph says of itself: the part the names rule reads.
  private struct SymbolGraph: Decodable {
    struct Module: Decodable { var name: String }
    struct Symbol: Decodable { var pathComponents: [String] }
    var module: Module
    var symbols: [Symbol]
  }

  /// The top-level types this package declares (test doubles aside: no module that imports the
  /// feature sees them), and its modules.
  func packageNames() throws(ToolError) -> (types: Set<String>, modules: Set<String>) {
    var types: Set<String> = []
    for path in swiftFiles(under: "Modules") {
      let module = path.split(separator: "/")[1]
      guard !module.hasSuffix("Mocks"), module != "TestSupport" else { continue }
      let declared =
        #/(?m)^(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private|final|nonisolated)\s+)*(?:struct|class|enum|protocol|actor|typealias)\s+(\w+)/#
      types.formUnion(try read(path).matches(of: declared).map { String($0.output.1) })
    }
    var modules = Set(
      try read("Package.swift").matches(of: #/name:\s*"([^"]+)"/#).map {
        String($0.output.1)
      })
    for folder in ["Modules", "Tests"] {
      modules.formUnion(
        (try? FileManager.default.contentsOfDirectory(atPath: url(folder).path)) ?? [])
    }
    return (types, modules)
  }

  /// The first word of every command: the hand-written ones, and each resource's two.
  func commandWords() throws(ToolError) -> Set<String> {
    var words: Set<String> = ["help", "version"]
    for path in swiftFiles(under: "Modules/CLI/Commands") {
      for match in try read(path).matches(of: #/\bname:\s*"([a-z][^"]*)"/#) {
        words.insert(String(match.output.1.prefix { $0 != " " }))
      }
    }
    let modules = (try? FileManager.default.contentsOfDirectory(atPath: url("Modules").path)) ?? []
    for module in modules {
      guard let names = try schemaNames(in: module) else { continue }
      words.formUnion([FeatureNames.kebab(names.singular), FeatureNames.kebab(names.plural)])
    }
    return words
  }

  /// `--parent Books:slug`: the feature, its model (read from its files) and the path's part.
  func parent(_ text: String) throws(ToolError) -> FeatureSpec.Parent {
    guard let match = text.wholeMatch(of: #/([A-Z][A-Za-z0-9]*):([a-z][A-Za-z0-9]*)/#) else {
      throw ToolError("--parent '\(text)' is not <Feature>:<parameter>, such as Books:slug")
    }
    let module = String(match.output.1)
    guard let names = try schemaNames(in: module) else {
      throw ToolError(
        "--parent names \(module), which holds no resource that scripts/new-feature wrote")
    }
    return FeatureSpec.Parent(module: module, model: names.singular, key: String(match.output.2))
  }

  /// The names in the schema of the resource `Modules/<module>` holds, if new-feature wrote one.
  private func schemaNames(in module: String) throws(ToolError) -> (
    singular: String, plural: String
  )? {
    let files =
      (try? FileManager.default.contentsOfDirectory(atPath: url("Modules/\(module)").path)) ?? []
    for file in files.sorted() where file.hasSuffix(".swift") {
      let source = try read("Modules/\(module)/\(file)")
      if source.contains("ResourceSchema<"), source.contains("singular: \"") {
        return try FeatureEdits.schemaNames(source)
      }
    }
    return nil
  }

  // MARK: Files

  private func url(_ path: String) -> URL { root.appendingPathComponent(path) }

  /// The text of the file at `path`, its lines ending in `\n` whatever they end in on disk.
  private func read(_ path: String) throws(ToolError) -> String {
    do {
      return try String(contentsOf: url(path), encoding: .utf8)
        .replacingOccurrences(of: "\r\n", with: "\n")
    } catch {
      throw ToolError("\(path) cannot be read: \(error)")
    }
  }

  private func swiftFiles(under folder: String) -> [String] {
    let walk = FileManager.default.enumerator(atPath: url(folder).path)
    return (walk?.allObjects as? [String] ?? []).filter { $0.hasSuffix(".swift") }.sorted()
      .map { "\(folder)/\($0)" }
  }

  /// Writes new files, moves the folders `delete` names aside, writes the edits (a file whose
  /// lines end in CR LF keeps them), formats the Swift among them and runs `check`; then the
  /// folders moved aside go. When anything fails, every file and folder is as it was. Ctrl-C
  /// waits until it is done or undone: the seconds it takes are never left half-way.
  private func change<Checked>(
    write: [(path: String, text: String)], delete: [String] = [],
    edit: [(path: String, text: String)], check: () throws(ToolError) -> Checked
  ) throws(ToolError) -> Checked {
    signal(SIGINT, SIG_IGN)
    signal(SIGTERM, SIG_IGN)
    defer {
      signal(SIGINT, SIG_DFL)
      signal(SIGTERM, SIG_DFL)
    }
    let aside = url(".build/strata-removed-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: aside) }
    var (written, moved, originals): ([String], [String], [(String, Data)]) = ([], [], [])
    do {
      for (path, text) in write {
        try FileManager.default.createDirectory(
          at: url(path).deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url(path), atomically: true, encoding: .utf8)
        written.append(path)
      }
      for path in delete {
        let target = aside.appendingPathComponent(path)
        try FileManager.default.createDirectory(
          at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.moveItem(at: url(path), to: target)
        moved.append(path)
      }
      for (path, text) in edit {
        let original = try Data(contentsOf: url(path))
        originals.append((path, original))
        let crlf = String(decoding: original, as: UTF8.self).contains("\r\n")
        try (crlf ? text.replacingOccurrences(of: "\n", with: "\r\n") : text)
          .write(to: url(path), atomically: true, encoding: .utf8)
      }
      let swift = (write + edit).map(\.path).filter { $0.hasSuffix(".swift") }
      let format = try Command.run("swift", ["format", "format", "--in-place"] + swift, in: root)
      guard format.status == 0 else { throw ToolError("swift format failed:\n\(format.errors)") }
      return try check()
    } catch {
      for (path, data) in originals { try? data.write(to: url(path)) }
      for path in moved {
        try? FileManager.default.moveItem(at: aside.appendingPathComponent(path), to: url(path))
      }
      for path in written {
        try? FileManager.default.removeItem(at: url(path))
        var folder = url(path).deletingLastPathComponent()
        while folder.path != root.path,
          (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?.isEmpty == true
        {
          try? FileManager.default.removeItem(at: folder)
          folder.deleteLastPathComponent()
        }
      }
      throw error as? ToolError ?? ToolError("\(error)")
    }
  }
}
