public import Foundation

/// The package as `swift package dump-package` describes it: its targets, what each depends on,
/// and the packages it depends on (none, ever).
public struct Manifest: Sendable {
  /// One target.
  public struct Target: Sendable, Hashable {
    /// Its name, as the manifest declares it.
    public var name: String
    /// `regular`, `executable` or `test`.
    public var type: String
    /// Its folder, relative to the package's root, when the manifest names one.
    public var path: String?
    /// The targets and products it depends on, by name.
    public var dependencies: [String]

    /// Whether it is a test target.
    public var isTest: Bool { type == "test" }
    /// Whether it is an executable.
    public var isExecutable: Bool { type == "executable" }
    /// Test doubles of a layer: `NetworkingMocks`.
    public var isMocks: Bool { !isTest && name.hasSuffix("Mocks") }
    /// The generic test support every double and test uses.
    public var isTestSupport: Bool { name == Layers.testSupport }
    /// One of the template's own tools, under `scripts/`: no part of the app.
    public var isTool: Bool { path?.hasPrefix("scripts/") == true }
    /// A module of the app itself: a layer, a feature, an extra, the composition root.
    public var isProduction: Bool { !isTest && !isMocks && !isTestSupport && !isTool }

    /// Where its sources are, in the package at `root`.
    public func sourceDirectory(in root: URL) -> URL {
      root.appendingPathComponent(path ?? "\(isTest ? "Tests" : "Sources")/\(name)")
    }
  }

  /// Every target, in the manifest's order.
  public var targets: [Target]
  /// The packages it depends on, as the manifest names them.
  public var packageDependencies: [String]

  /// The manifest `json`, as `swift package dump-package` prints it.
  ///
  /// - Throws: ``ToolError`` when it is not such a manifest.
  public init(json: Data) throws(ToolError) {
    guard let object = try? JSONSerialization.jsonObject(with: json) as? [String: Any],
      let targets = object["targets"] as? [[String: Any]]
    else {
      throw ToolError("the manifest's dump is not the JSON `swift package dump-package` prints")
    }
    self.targets = targets.compactMap { raw in
      guard let name = raw["name"] as? String, let type = raw["type"] as? String else { return nil }
      let dependencies = (raw["dependencies"] as? [[String: Any]] ?? []).compactMap { dependency in
        ["byName", "target", "product"].lazy.compactMap {
          (dependency[$0] as? [Any])?.first as? String
        }
        .first
      }
      return Target(
        name: name, type: type, path: raw["path"] as? String, dependencies: dependencies)
    }
    packageDependencies = (object["dependencies"] as? [Any] ?? []).map { "\($0)" }
  }

  /// The manifest of the package at `root`, dumped with a scratch folder of its own so it never
  /// waits for (or blocks) a build that holds `.build`.
  ///
  /// - Throws: ``ToolError`` when `swift` cannot dump it.
  public static func dump(root: URL) throws(ToolError) -> Manifest {
    let scratch = FileManager.default.temporaryDirectory
      .appendingPathComponent("strata-manifest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let result = try Command.run(
      "swift",
      ["package", "--package-path", root.path, "--scratch-path", scratch.path, "dump-package"],
      environment: ["TMPDIR": FileManager.default.temporaryDirectory.path])
    guard result.status == 0 else {
      throw ToolError("swift package dump-package failed:\n\(result.errors)")
    }
    return try Manifest(json: Data(result.output.utf8))
  }

  /// The target called `name`.
  public func target(_ name: String) -> Target? { targets.first { $0.name == name } }

  /// The app's modules that are libraries, in the manifest's order: what every gate covers.
  public var libraryModules: [String] {
    targets.filter { $0.isProduction && !$0.isExecutable }.map(\.name)
  }
}

/// A tool's failure, in one sentence.
public struct ToolError: Error, CustomStringConvertible, Sendable {
  /// The sentence.
  public var description: String

  /// A failure said as `description`.
  public init(_ description: String) {
    self.description = description
  }
}
