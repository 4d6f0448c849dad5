// swift-tools-version: 6.2
//
// The manifest is Strata's first architecture diagram. Every target is written out, grouped by
// layer, with its Mocks and Tests targets beside it: the core first, then the optional parts,
// each a block of its own that scripts/remove-extra takes out (with its line in CLI's
// dependencies). Dependencies point one way:
//
//   Domain  <-  Networking, Storage  <-  Repositories  <-  Features  <-  CLI
//
// An optional part depends on the layers it needs and only CLI depends on it (ARCHITECTURE.md
// draws the whole graph).
//
// TestSupport (mock methods, test clocks, gates) is linked by Mocks and tests only.
//
// `scripts/check-architecture` reads this file (via `swift package dump-package`) and fails the
// build when an edge points the wrong way, skips a layer, or a production target links a Mocks
// target. See ARCHITECTURE.md for the why.

import PackageDescription

let package = Package(
  name: "Strata",
  // Mutex (Synchronization) and @Observable set the floor on Apple platforms.
  platforms: [.macOS(.v15), .iOS(.v18), .tvOS(.v18), .watchOS(.v11), .visionOS(.v2)],
  products: [
    .executable(name: "strata", targets: ["CLI"]),
    // The layers, for an app of your own: an Xcode app links these and makes its own
    // composition root.
    .library(name: "Domain", targets: ["Domain"]),
    .library(name: "Networking", targets: ["Networking"]),
    .library(name: "Storage", targets: ["Storage"]),
    .library(name: "Repositories", targets: ["Repositories"]),
    .library(name: "Features", targets: ["Features"]),
    // View models preset in every state, for `#Preview`. It links TestSupport, whose mocks record
    // a test failure when called unconfigured, so link it to the app's Debug configuration only.
    .library(name: "FeaturesMocks", targets: ["FeaturesMocks"]),
  ],
  // Strata depends on the toolchain alone: no package dependencies, ever.
  dependencies: [],
  targets: [
    // MARK: - The core: the layers every app made from Strata keeps

    // MARK: TestSupport: mock methods, test clocks, gates: the generic tools every double uses.
    .target(
      name: "TestSupport",
      path: "Modules/TestSupport"
    ),
    .testTarget(
      name: "TestSupportTests",
      dependencies: ["TestSupport"],
      path: "Tests/TestSupportTests"
    ),

    // MARK: Domain: models and rules. Foundation at most; never networking.
    .target(
      name: "Domain",
      path: "Modules/Domain"
    ),
    .target(
      name: "DomainMocks",
      dependencies: ["Domain"],
      path: "Modules/DomainMocks"
    ),
    .testTarget(
      name: "DomainTests",
      dependencies: ["Domain", "DomainMocks", "TestSupport"],
      path: "Tests/DomainTests"
    ),

    // MARK: Networking: the HTTP transport seam and the API client built on it.
    .target(
      name: "Networking",
      dependencies: ["Domain"],
      path: "Modules/Networking"
    ),
    .target(
      name: "NetworkingMocks",
      dependencies: ["Domain", "DomainMocks", "Networking", "TestSupport"],
      path: "Modules/NetworkingMocks"
    ),
    .testTarget(
      name: "NetworkingTests",
      dependencies: ["Domain", "DomainMocks", "Networking", "NetworkingMocks", "TestSupport"],
      path: "Tests/NetworkingTests"
    ),

    // MARK: Storage: the file-system seam and a versioned, atomic document store.
    .target(
      name: "Storage",
      dependencies: ["Domain"],
      path: "Modules/Storage"
    ),
    .target(
      name: "StorageMocks",
      dependencies: ["Domain", "DomainMocks", "Storage", "TestSupport"],
      path: "Modules/StorageMocks"
    ),
    .testTarget(
      name: "StorageTests",
      dependencies: ["Domain", "DomainMocks", "Storage", "StorageMocks", "TestSupport"],
      path: "Tests/StorageTests"
    ),

    // MARK: Repositories: one source of truth per resource, over the API client and the store.
    .target(
      name: "Repositories",
      dependencies: ["Domain", "Networking", "Storage"],
      path: "Modules/Repositories"
    ),
    .target(
      name: "RepositoriesMocks",
      dependencies: ["Domain", "DomainMocks", "Networking", "Repositories", "TestSupport"],
      path: "Modules/RepositoriesMocks"
    ),
    .testTarget(
      name: "RepositoriesTests",
      dependencies: [
        "Domain", "DomainMocks", "Networking", "NetworkingMocks", "Repositories",
        "RepositoriesMocks", "Storage", "StorageMocks", "TestSupport",
      ],
      path: "Tests/RepositoriesTests"
    ),

    // MARK: Features: view models that turn repository results into view state.
    .target(
      name: "Features",
      dependencies: ["Domain", "Repositories"],
      path: "Modules/Features"
    ),
    .target(
      name: "FeaturesMocks",
      dependencies: [
        "Domain", "DomainMocks", "Features", "Networking", "Repositories", "RepositoriesMocks",
        "Storage", "TestSupport",
      ],
      path: "Modules/FeaturesMocks"
    ),
    .testTarget(
      name: "FeaturesTests",
      dependencies: [
        "Domain", "DomainMocks", "Features", "FeaturesMocks", "Networking", "Repositories",
        "RepositoriesMocks", "Storage", "TestSupport",
      ],
      path: "Tests/FeaturesTests"
    ),

    // MARK: CLI: the composition root, the only place that builds live objects.
    .executableTarget(
      name: "CLI",
      dependencies: [
        "Domain", "Features", "Networking", "Repositories", "Storage", "Todos",
        "Sandbox",
        "TerminalUI",
        "Upgrade",
      ],
      path: "Modules/CLI"
    ),
    .testTarget(
      name: "CLITests",
      dependencies: [
        "CLI", "Domain", "DomainMocks", "Features", "FeaturesMocks", "Networking",
        "NetworkingMocks", "Repositories", "RepositoriesMocks", "Storage", "TestSupport",
        "TerminalUI", "TerminalUIMocks",
      ],
      path: "Tests/CLITests",
      // The golden help texts, and the fixtures beside them, are read from the source tree, not
      // bundled as resources.
      exclude: [
        "Golden",
        "Fixtures",
      ]
    ),

    // MARK: - Features generated by scripts/new-feature (scripts/remove-feature takes one out)

    // MARK: Todos
    // A resource, generated by scripts/new-feature: what it is (Domain), where it travels
    // (Networking) and how it reads (Features), a file each, and its test. Every layer serves it
    // through one generic type.
    .target(
      name: "Todos",
      dependencies: ["Domain", "Features", "Networking"],
      path: "Modules/Todos"
    ),
    .testTarget(
      name: "TodosTests",
      dependencies: ["Domain", "Features", "Networking", "Todos"],
      path: "Tests/TodosTests"
    ),

    // MARK: - Optional parts, each a block of its own that scripts/remove-extra takes out
    // Nothing in the core imports them; only the composition root (CLI) and its tests do.

    // MARK: Upgrade: brings in what an earlier Strata's outbox left waiting (`strata upgrade`).
    .target(
      name: "Upgrade",
      dependencies: ["Repositories", "Storage"],
      path: "Modules/Upgrade"
    ),
    .testTarget(
      name: "UpgradeTests",
      dependencies: [
        "Domain", "DomainMocks", "Repositories", "Storage", "StorageMocks", "TestSupport",
        "Upgrade",
      ],
      path: "Tests/UpgradeTests"
    ),

    // MARK: Sandbox: an in-process backend behind the transport seam (the CLI's default).
    .target(
      name: "Sandbox",
      dependencies: ["Domain", "Networking", "Storage"],
      path: "Modules/Sandbox",
      resources: [.embedInCode("users.json"), .embedInCode("posts.json")]
    ),
    .testTarget(
      name: "SandboxTests",
      dependencies: [
        "Domain", "DomainMocks", "Networking", "NetworkingMocks", "Sandbox", "Storage",
        "StorageMocks", "TestSupport",
      ],
      path: "Tests/SandboxTests"
    ),

    // MARK: TerminalUI: the views of `strata browse`, drawn from view-model state.
    .target(
      name: "TerminalUI",
      dependencies: ["Domain", "Features", "Repositories"],
      path: "Modules/TerminalUI"
    ),
    .target(
      name: "TerminalUIMocks",
      dependencies: ["TerminalUI", "TestSupport"],
      path: "Modules/TerminalUIMocks"
    ),
    .testTarget(
      name: "TerminalUITests",
      dependencies: [
        "Domain", "DomainMocks", "Features", "FeaturesMocks", "Repositories",
        "RepositoriesMocks", "TerminalUI", "TerminalUIMocks", "TestSupport",
      ],
      path: "Tests/TerminalUITests",
      // The expected screens are read from the source tree, not bundled as resources.
      exclude: ["Golden"]
    ),

    // MARK: - The template's own tools, under scripts/: `swift run template <command>`
    // They read the package as files and run the compiler; the app never links them, and they
    // link nothing of the app (docs/decisions/0017). Their tests hold this package to its rules.
    .target(
      name: "TemplateTools",
      path: "scripts/TemplateTools"
    ),
    .executableTarget(
      name: "template",
      dependencies: ["TemplateTools"],
      path: "scripts/template"
    ),
    .testTarget(
      name: "TemplateToolsTests",
      dependencies: ["TemplateTools", "TestSupport"],
      path: "Tests/TemplateToolsTests"
    ),
  ]
)

// One place for the language settings every target shares, so no target can drift:
// - ExistentialAny: `any Protocol` is spelled out, so a reader sees where dynamic dispatch happens.
// - InternalImportsByDefault: a module's imports stay private unless marked `public import`,
//   so a layer's public API cannot leak the layer below it by accident.
// - MemberImportVisibility: a file may only use members of modules it imports itself; a
//   transitive import does not count (the same rule the architecture check enforces).
// - Warnings are errors: a template that tolerates one warning teaches people to tolerate many.
for target in package.targets {
  target.swiftSettings =
    (target.swiftSettings ?? []) + [
      .enableUpcomingFeature("ExistentialAny"),
      .enableUpcomingFeature("InternalImportsByDefault"),
      .enableUpcomingFeature("MemberImportVisibility"),
      .treatAllWarnings(as: .error),
    ]
}
