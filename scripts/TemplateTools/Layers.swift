/// The layer diagram, as data: which app module may depend on which.
///
/// A module of the app missing from ``table`` is a feature module (as `swift run template
/// new-feature` makes one): it uses ``featureModuleDependencies`` and the features it is listed
/// under. The composition root (the app's executable) may use every module of the app.
public enum Layers {
  /// The allowed direct dependencies of each layer; an entry for a module taken out is harmless.
  public static let table: [String: Set<String>] = [
    "Domain": [],
    "Networking": ["Domain"],
    "Storage": ["Domain"],
    "Repositories": ["Domain", "Networking", "Storage"],
    "Sandbox": ["Domain", "Networking", "Storage"],
    "Features": ["Domain", "Repositories"],
    "TerminalUI": ["Domain", "Features", "Repositories"],
    "Upgrade": ["Domain", "Repositories", "Storage"],
  ]

  /// What a feature module may use: what its resource is (Domain), how it travels (Networking)
  /// and how it reads (Features).
  public static let featureModuleDependencies: Set<String> = ["Domain", "Features", "Networking"]

  /// The generic test support (mock methods, test clocks, gates): no layer, no dependencies;
  /// Mocks and tests may use it, the app never.
  public static let testSupport = "TestSupport"

  /// The app modules `target` may depend on directly, among `production`.
  static func allowed(for target: Manifest.Target, among production: Set<String>) -> Set<String> {
    if target.isExecutable { return production.subtracting([target.name]) }
    if let layer = table[target.name] { return layer }
    let features = production.filter { table[$0] == nil && $0 != target.name }
    return featureModuleDependencies.union(features)
  }

  /// Every app module `name` may reach through allowed edges, itself left out.
  static func reachable(from name: String, in manifest: Manifest) -> Set<String> {
    let production = Set(manifest.targets.filter(\.isProduction).map(\.name))
    var seen = Set<String>()
    var stack = [name]
    while let current = stack.popLast() {
      guard let target = manifest.target(current) else { continue }
      for dependency in allowed(for: target, among: production)
      where seen.insert(dependency).inserted {
        stack.append(dependency)
      }
    }
    return seen
  }
}
