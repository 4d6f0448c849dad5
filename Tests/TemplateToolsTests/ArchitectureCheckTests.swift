import Foundation
import TemplateTools
import TestSupport
import Testing

/// The architecture check must pass on this package, and fail, naming file and line, on a copy
/// broken in each way it claims to catch.
@Suite("Architecture check", .tags(.scripts), .hangGuard)
struct ArchitectureCheckTests {
  @Test("This package follows every rule")
  func packagePasses() async throws {
    let directory = try TemporaryDirectory()
    let manifest = try await ManifestDump.shared.write(to: directory.url)
    let result = try checkArchitecture(manifest: manifest)
    #expect(result.exitCode == 0, "\(result.output)")
    #expect(result.output.hasPrefix("Architecture check passed"))
  }

  /// One way to break the rules, and the line the check must print.
  struct Breakage: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var file: String
    var insert: String
    var expected: String
  }

  static let sourceBreakages: [Breakage] =
    [
      Breakage(
        testDescription: "a view model imports Networking",
        file: "Modules/Features/Lists/ListViewModel.swift", insert: "import Networking",
        expected:
          "Modules/Features/Lists/ListViewModel.swift:1: error: imports Networking, which its target Features does not declare"
      ),
      Breakage(
        testDescription: "production code imports a mock",
        file: "Modules/Repositories/Articles/RemoteArticleRepository.swift",
        insert: "import NetworkingMocks",
        expected:
          "Modules/Repositories/Articles/RemoteArticleRepository.swift:1: error: imports NetworkingMocks: production code never uses test doubles"
      ),
      Breakage(
        testDescription: "production code imports test support",
        file: "Modules/Features/Lists/ListViewModel.swift", insert: "import TestSupport",
        expected:
          "Modules/Features/Lists/ListViewModel.swift:1: error: imports TestSupport: production code never uses test doubles or test support"
      ),
      Breakage(
        testDescription: "Domain touches networking",
        file: "Modules/Domain/Page.swift", insert: "import FoundationNetworking",
        expected:
          "Modules/Domain/Page.swift:1: error: Domain imports FoundationNetworking"),
      Breakage(
        testDescription: "#if DEBUG instead of injection",
        file: "Modules/Networking/APIError.swift", insert: "#if DEBUG\n#endif",
        expected: "Modules/Networking/APIError.swift:1: error: `#if DEBUG` stands in for injection"),
      Breakage(
        testDescription: "print in a library",
        file: "Modules/Storage/StorageError.swift", insert: "func trace() { print(\"saved\") }",
        expected: "Modules/Storage/StorageError.swift:1: error: `print` in the library Storage"),
      Breakage(
        testDescription: "a god protocol",
        file: "Modules/Repositories/Everything.swift",
        insert:
          "protocol Everything {\n  func a()\n  func b()\n  var c: Int { get }\n  func d()\n  func e()\n  func f()\n}",
        expected:
          "Modules/Repositories/Everything.swift:1: error: protocol Everything has 6 requirements"
      ),
      Breakage(
        testDescription: "Domain says where a resource travels",
        file: "Modules/Domain/Where.swift", insert: "let todos = \"/todos/{id}\"",
        expected: "Modules/Domain/Where.swift:1: error: says how a resource travels"),
      Breakage(
        // The word in two pieces: this file is a test too, held to the rule it tests.
        testDescription: "a test that starts an interpreter",
        file: "Tests/StorageTests/Server.swift",
        insert: "let server = [\"pyth" + "on3\"]",
        expected: "Tests/StorageTests/Server.swift:1: error: a test names "),
      Breakage(
        testDescription: "@unchecked Sendable over mutable state",
        file: "Modules/Networking/Client/Box.swift",
        insert: "final class Box: @unchecked Sendable { var count = 0 }",
        expected: "Modules/Networking/Client/Box.swift:1: error: `@unchecked Sendable`"),
    ]
    + featureBreakages

  /// The breakages of a feature module's files, on the first feature the package has (a module
  /// of its own beside the layers, its route in `<Model>+Route.swift`); none when it has none.
  static let featureBreakages: [Breakage] = {
    let modules = packageRoot.appendingPathComponent("Modules")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: modules.path)) ?? []
    for name in names.sorted() where !name.hasSuffix("Mocks") {
      let files =
        (try? FileManager.default.contentsOfDirectory(
          atPath: modules.appendingPathComponent(name).path)) ?? []
      guard let route = files.sorted().first(where: { $0.hasSuffix("+Route.swift") }) else {
        continue
      }
      let model = "Modules/\(name)/" + route.replacingOccurrences(of: "+Route", with: "")
      let routeFile = "Modules/\(name)/\(route)"
      return [
        Breakage(
          testDescription: "a resource's type says where it travels",
          file: model, insert: "let paging = Paging.drf",
          expected: "\(model):1: error: says how a resource travels or reads"),
        Breakage(
          testDescription: "a feature's file says how it travels and how it reads",
          file: routeFile, insert: "import Features",
          expected: "\(routeFile):1: error: imports Networking and Features"),
      ]
    }
    return []
  }()

  @Test("Fails on a broken copy of the sources, naming file and line", arguments: sourceBreakages)
  func sourceBreakage(breakage: Breakage) async throws {
    let copy = try PackageCopy()
    try copy.insert(breakage.insert, into: breakage.file)
    let result = try copy.check(manifest: try await ManifestDump.shared.write(to: copy.root))
    #expect(result.exitCode == 1)
    #expect(result.output.contains(breakage.expected), "\(result.output)")
  }

  @Test("Fails when Package.swift names a folder that is not there, naming the target's line")
  func missingFolder() async throws {
    let copy = try PackageCopy()
    try copy.remove("Modules/Features")
    let result = try copy.check(manifest: try await ManifestDump.shared.write(to: copy.root))
    #expect(result.exitCode == 1)
    #expect(
      result.output.contains(
        "error: Features's folder Modules/Features does not exist: Package.swift names a path that is not there"
      ), "\(result.output)")
    #expect(result.output.contains("Package.swift:"), "\(result.output)")
  }

  /// One dependency a manifest must not declare, and the line the check must print.
  struct ManifestBreakage: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var target: String
    var dependency: String
    var expected: String
  }

  static let manifestBreakages: [ManifestBreakage] = [
    ManifestBreakage(
      testDescription: "a production target links a mock", target: "Repositories",
      dependency: "NetworkingMocks",
      expected:
        "error: Repositories depends on NetworkingMocks: a production target must never link test doubles or test support"
    ),
    ManifestBreakage(
      testDescription: "a production target links test support", target: "Repositories",
      dependency: "TestSupport",
      expected:
        "error: Repositories depends on TestSupport: a production target must never link test doubles or test support"
    ),
    ManifestBreakage(
      testDescription: "a lower layer depends on a higher one", target: "Storage",
      dependency: "Repositories",
      expected: "error: Storage depends on Repositories: Storage may depend on Domain"),
    ManifestBreakage(
      testDescription: "a mock depends on a higher layer's mocks", target: "NetworkingMocks",
      dependency: "RepositoriesMocks",
      expected:
        "error: NetworkingMocks depends on RepositoriesMocks: a Mocks target may depend only on its own layer"
    ),
  ]

  @Test("Fails on a broken Package.swift, dumping it itself, naming the line that was edited")
  func brokenPackageFile() async throws {
    let copy = try PackageCopy()
    let broken = #"dependencies: ["Domain", "Networking", "Repositories"],"#
    try copy.replace(
      #"dependencies: ["Domain", "Repositories"],"#, with: broken, in: "Package.swift")
    let result = try copy.check()
    #expect(result.exitCode == 1)
    // The line of the edit, not the line of the product that shares the target's name.
    let manifest = try String(
      contentsOf: copy.root.appendingPathComponent("Package.swift"), encoding: .utf8)
    let lines = manifest.split(separator: "\n", omittingEmptySubsequences: false)
    let edited = try #require(lines.firstIndex { $0.contains(broken) }) + 1
    #expect(
      result.output.contains(
        "Package.swift:\(edited): error: Features depends on Networking: Features may depend on "
          + "Domain, Repositories"),
      "\(result.output)")
  }

  /// The other manifest rules are checked against the shared dump with one dependency added, as
  /// `swift package dump-package` would print it: a `Package.swift` per breakage costs a second.
  @Test(
    "Fails on each forbidden dependency in the manifest, naming the target's line",
    arguments: manifestBreakages)
  func manifestBreakage(breakage: ManifestBreakage) async throws {
    let directory = try TemporaryDirectory()
    let manifest = try await ManifestDump.shared.write(
      to: directory.url, addingDependency: breakage.dependency, toTarget: breakage.target)
    let result = try checkArchitecture(manifest: manifest)
    #expect(result.exitCode == 1)
    #expect(result.output.contains("Package.swift:"), "\(result.output)")
    #expect(result.output.contains(breakage.expected), "\(result.output)")
  }
}
