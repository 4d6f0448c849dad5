extension Extra {
  /// The samples, which `scripts/remove-samples` takes out as an extra: the profile, the
  /// bookmarks, the articles' screens in `browse`, and the generated `Todos`; the course goes
  /// with them. The articles' own slice is the exemplar, which stays
  /// (docs/decisions/0018-the-exemplar-stays.md).
  public static let samples = Extra(
    name: "samples", summary: "the profile, the bookmarks, the articles' screens, Todos",
    paths: [
      // Domain: the profile.
      "Modules/Domain/Address.swift", "Modules/Domain/Company.swift",
      "Modules/Domain/Coordinates.swift", "Modules/Domain/EmailAddress.swift",
      "Modules/Domain/ProfileField.swift", "Modules/Domain/ProfileUpdate.swift",
      "Modules/Domain/ProfileValidationError.swift", "Modules/Domain/User.swift",
      "Modules/Domain/Domain.docc/ValidatingAtTheEdge.md",
      "Modules/DomainMocks/Fixtures/User+Mock.swift",
      // Networking: their endpoints.
      "Modules/Networking/Endpoints/FetchArticle.swift",
      "Modules/Networking/Endpoints/FetchUser.swift",
      "Modules/Networking/Endpoints/ReplaceUser.swift",
      "Modules/Networking/Endpoints/UserDTO.swift",
      "Modules/Networking/Endpoints/UserDocument.swift",
      // Storage: the bookmarks.
      "Modules/Storage/BookmarkKey.swift", "Modules/Storage/BookmarkStorageProviding.swift",
      "Modules/Storage/Local/FileBookmarkStorage.swift",
      "Modules/Storage/Local/LockedDocument.swift", "Modules/Storage/Local/SharedContainer.swift",
      "Modules/StorageMocks/MockBookmarkStorage.swift", "Modules/StorageMocks/MockDisk.swift",
      // Repositories: theirs, and what a sync stores of them.
      "Modules/Repositories/BookmarkRepository.swift", "Modules/Repositories/UserRepository.swift",
      "Modules/Repositories/Bookmarks",
      "Modules/Repositories/Users", "Modules/Repositories/Sync/SampleSyncReport.swift",
      "Modules/RepositoriesMocks/MockBookmarkRepository.swift",
      "Modules/RepositoriesMocks/MockUserRepository.swift",
      // Features: their view models.
      "Modules/Features/Bookmarks", "Modules/Features/Profile",
      "Modules/Features/Features.docc/ViewStateAsAnEnum.md",
      // TerminalUI: their screens.
      "Modules/TerminalUI/App/SampleEnvironment.swift",
      "Modules/TerminalUI/Screens/ArticleScreen.swift",
      "Modules/TerminalUI/Screens/ArticlesScreen.swift",
      "Modules/TerminalUI/Screens/BookmarksScreen.swift",
      "Modules/TerminalUI/Screens/EditProfileScreen.swift",
      "Modules/TerminalUI/Screens/ProfileScreen.swift",
      "Modules/TerminalUI/Parts/BookmarkChange+Footer.swift",
      // Sandbox: the users and posts it serves.
      "Modules/Sandbox/SandboxSeed.swift", "Modules/Sandbox/SandboxUserBook.swift",
      "Modules/Sandbox/SandboxPost.swift", "Modules/Sandbox/users.json",
      "Modules/Sandbox/posts.json",
      // CLI: their commands.
      "Modules/CLI/Commands/BookmarkCommands.swift",
      "Modules/CLI/Commands/EditProfileCommand.swift", "Modules/CLI/Commands/ProfileCommand.swift",
      "Modules/CLI/Composition/Dependencies+Samples.swift",
      "Modules/CLI/Rendering/Renderer+Samples.swift",
      "Modules/CLI/Rendering/JSONOutput+Samples.swift",
      "Modules/CLI/Tracing/TracingSamples.swift",
      // Their tests, and the goldens of their commands and screens.
      "Tests/DomainTests/ProfileUpdateTests.swift", "Tests/DomainTests/UserTests.swift",
      "Tests/NetworkingTests/Endpoints/FetchUserTests.swift",
      "Tests/NetworkingTests/Endpoints/ReplaceUserTests.swift",
      "Tests/NetworkingTests/Endpoints/SampleAPIClientContractTests.swift",
      "Tests/StorageTests/BookmarkStorageContractTests.swift",
      "Tests/StorageTests/Local/FileBookmarkStorageTests.swift",
      "Tests/StorageTests/Support/TemporaryDirectory+Container.swift",
      "Tests/RepositoriesTests/Bookmarks", "Tests/RepositoriesTests/Users",
      "Tests/FeaturesTests/Bookmarks", "Tests/FeaturesTests/Profile",
      "Tests/TerminalUITests/App/EditProfileFlowTests.swift",
      "Tests/TerminalUITests/App/ArticlesFlowTests.swift",
      "Tests/TerminalUITests/Screens/SampleScreenRenderingTests.swift",
      "Tests/TerminalUITests/Golden/article.txt", "Tests/TerminalUITests/Golden/articles.txt",
      "Tests/TerminalUITests/Golden/edit-profile.txt", "Tests/TerminalUITests/Golden/profile.txt",
      "Tests/SandboxTests/SandboxSamplesTests.swift",
      "Tests/CLITests/Commands/BookmarkCommandTests.swift",
      "Tests/CLITests/EndToEnd/EarlierDataEndToEndTests.swift", "Tests/CLITests/Fixtures",
      "Tests/CLITests/Golden/help-articles.txt", "Tests/CLITests/Golden/help-bookmark-add.txt",
      "Tests/CLITests/Golden/help-bookmark-remove.txt", "Tests/CLITests/Golden/help-bookmarks.txt",
      "Tests/CLITests/Golden/help-edit-profile.txt", "Tests/CLITests/Golden/help-profile.txt",
      // The SwiftUI page, written on the profile, and its terminal screen beside the view.
      "docs/swiftui.md", "docs/browse/swiftui.md",
      // The generated Todos, which the generator takes first: named here too, so that the
      // documents lose what links to it.
      "Modules/Todos", "Tests/TodosTests",
    ],
    lines: [
      "Package.swift": [
        #""Fixtures","#, #"resources: [.embedInCode("users.json"), .embedInCode("posts.json")]"#,
      ],
      "README.md": [
        "Against a live API: `swift run strata articles --base-url https://jsonplaceholder.typicode.com`."
      ],
      // The composition root and the commands that read them.
      "Modules/CLI/Commands/Command.swift": ["+ samples"],
      "Modules/CLI/Commands/BrowseCommand.swift": ["+ Self.samples(dependencies)", "userID: 1"],
      "Modules/CLI/Commands/SyncCommand.swift": [
        "+ sampleDiscussion", "user.declaration", "let userID: Int",
        "userID = try arguments.value(of: Self.user)", "userID: userID",
      ],
      "Modules/CLI/Composition/Dependencies.swift": [
        "+ [ProfileChangeSender(api: api, store: cache)]", "userID: Int",
        "+ sampleParts(userID: userID)",
      ],
      "Modules/CLI/Rendering/FailureHint.swift": [#""profile", "articles","#],
      "Modules/CLI/Rendering/JSONOutput.swift": [
        "var samples: SampleSyncObject", "samples = SampleSyncObject(summary.samples)",
        "try samples.encode(to: encoder)",
      ],
      "Modules/CLI/Tracing/TracingRepositories.swift": ["+ describe(summary.samples)"],
      // What a sync stores of them, and says.
      "Modules/Repositories/Sync/SyncSummary.swift": [
        "/// What the samples' parts stored: the profile and the articles.",
        "public var samples = SampleSyncReport()",
      ],
      "Modules/Features/Presentation/Descriptions.swift": ["stored += samples.stored"],
      "Modules/FeaturesMocks/PreviewSamples.swift": ["summary.samples = .preview"],
      // The terminal app's keys, the sandbox's routes.
      "Modules/TerminalUI/Screens/HelpScreen.swift": ["+ sampleSections"],
      "Modules/Sandbox/SandboxTransport.swift": [
        "if let answer = try sampleAnswer(request, path: path, query: query) { return answer }"
      ],
      // The shared parts of the tests.
      "Tests/CLITests/EndToEnd/CrashFreeEndToEndTests.swift": ["+ sampleCommands"],
      "Tests/CLITests/Support/LoopbackAPI.swift": [
        "+ [LoopbackUsers()]", "/// Gives user 1 an id too big for 64 bits.",
        #"case numberOverflow = "number-overflow""#,
        "/// Answers `/users/1` with HTML and an escape sequence in `Content-Type`.",
        #"case escapesHeader = "escapes-header""#,
      ],
      "Tests/CLITests/EndToEnd/HostileDataEndToEndTests.swift": [
        "+ sampleReads", "try await storeSamples(in: data)",
      ],
      "Tests/TerminalUITests/Support/Fixture.swift": [
        "let users = MockUserRepository()", "let articles = MockArticleRepository()",
        "let bookmarks = MockBookmarkRepository()", "bookmarks.bookmarks.returns([])",
      ],
      "scripts/check-release": [
        #"bare "$binary" articles >/dev/null || fail "articles on the embedded sandbox""#,
        #"bare "$binary" todos --json | grep '"totalCount"' >/dev/null || fail "todos --json on the embedded sandbox""#,
      ],
    ], block: nil, takes: ["learn"], suffix: "+Samples.swift")

  /// The generated features among the samples, which `scripts/remove-feature` takes out.
  public static let generatedSamples = ["Todos"]
}
