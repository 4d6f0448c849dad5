import Domain
import Features

/// `strata bookmark add <article-id>`: bookmark an article the server has.
struct BookmarkAddCommand: Command {
  static let article = Argument<Int>.positiveInteger(
    "article-id", help: "The article to bookmark.")

  static let definition = CommandDefinition(
    name: "bookmark add", summary: "Bookmark an article.",
    discussion: "Bookmark an article: it is read from the server, so a bookmark is always of an "
      + "article that exists, and kept on this machine, one list per backend. Adding one twice "
      + "keeps one.",
    arguments: [article.declaration], worksOffline: false)

  let articleID: Int

  init(_ arguments: ParsedArguments) throws(UsageError) {
    articleID = try arguments.value(of: Self.article)
  }

  @MainActor func run(in context: CommandContext) async -> ExitCode {
    await context.changeBookmarks("add(articleID: \(articleID))") { viewModel in
      await viewModel.add(articleID: articleID)
    }
  }
}

/// `strata bookmark remove <article-id>`: forget a bookmark.
struct BookmarkRemoveCommand: Command {
  static let article = Argument<Int>.positiveInteger(
    "article-id", help: "The article whose bookmark to remove.")

  static let definition = CommandDefinition(
    name: "bookmark remove", summary: "Remove a bookmark.",
    discussion: "Remove the bookmark on an article. Removing one that is not there changes "
      + "nothing and is not an error. Nothing is sent.",
    arguments: [article.declaration], worksOffline: true)

  let articleID: Int

  init(_ arguments: ParsedArguments) throws(UsageError) {
    articleID = try arguments.value(of: Self.article)
  }

  @MainActor func run(in context: CommandContext) async -> ExitCode {
    await context.changeBookmarks("remove(articleID: \(articleID))") { viewModel in
      await viewModel.remove(articleID: articleID)
    }
  }
}

/// `strata bookmarks`: the bookmarked articles.
struct BookmarksCommand: Command {
  static let definition = CommandDefinition(
    name: "bookmarks", summary: "List the bookmarked articles.",
    discussion: "List the bookmarked articles, in the order bookmarked. They are kept on this "
      + "machine, so the list needs no server.",
    worksOffline: true)

  init(_ arguments: ParsedArguments) throws(UsageError) {}

  @MainActor func run(in context: CommandContext) async -> ExitCode {
    let viewModel = BookmarksViewModel(repository: context.dependencies.bookmarks)
    await context.drive("BookmarksViewModel.load()", reporting: viewModel.state) {
      await viewModel.load()
    }
    return context.present(
      viewModel.state, text: context.renderer.bookmarks, json: JSONOutput.BookmarksObject.init)
  }
}

extension CommandContext {
  /// Makes one change to the bookmarks (`call` names it for `--trace`), then prints what it did:
  /// the one body of `bookmark add` and `bookmark remove`.
  func changeBookmarks(
    _ call: String, _ change: (BookmarksViewModel) async -> Void
  ) async -> ExitCode {
    let viewModel = BookmarksViewModel(repository: dependencies.bookmarks)
    await drive("BookmarksViewModel.\(call)", reporting: viewModel.change) {
      await change(viewModel)
    }
    return present(
      viewModel.change, text: renderer.bookmarkChange, json: JSONOutput.BookmarkChangeObject.init)
  }
}
