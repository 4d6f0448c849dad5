import Domain
import Features

/// `strata articles [--page N] [--per-page N]`: one page of the article list.
struct ArticlesCommand: Command {
  static let page = Option<Int>.positiveInteger(
    "--page", valueName: "N", help: "The page, from 1.", default: 1)
  static let perPage = Option<Int>.positiveInteger(
    "--per-page", valueName: "N",
    help: "Articles per page, from \(PageRequest.allowedPerPage.lowerBound) to "
      + "\(PageRequest.allowedPerPage.upperBound).",
    default: PageRequest.defaultPerPage)

  static let definition = CommandDefinition(
    name: "articles", summary: "List one page of articles.",
    discussion: "List one page of articles, with the total when the server gives it. A page "
      + "past the end is an empty list, not an error.",
    options: [page.declaration, perPage.declaration], worksOffline: true)

  let request: PageRequest

  init(_ arguments: ParsedArguments) throws(UsageError) {
    request = try Self.request(arguments, command: Self.definition.name)
  }

  /// The page `arguments` ask for with ``page`` and ``perPage`` (`browse` declares only the
  /// second, so its page is the default, 1), or a usage error naming the option out of range.
  static func request(_ arguments: ParsedArguments, command: String) throws(UsageError)
    -> PageRequest
  {
    let page = try arguments.value(of: Self.page)
    let perPage = try arguments.value(of: Self.perPage)
    do {
      return try PageRequest(page: page, perPage: perPage)
    } catch {
      let (option, allowed) =
        switch error {
        case .pageOutOfRange(_, let allowed): (Self.page.declaration.name, allowed)
        case .perPageOutOfRange(_, let allowed): (Self.perPage.declaration.name, allowed)
        }
      throw UsageError(
        message: "\(option) must be from \(allowed.lowerBound) to \(allowed.upperBound).",
        command: command)
    }
  }

  @MainActor func run(in context: CommandContext) async -> ExitCode {
    let viewModel = ArticleListViewModel(
      repository: context.dependencies.articles, firstPage: request, policy: context.policy)
    await context.drive("ArticleListViewModel.load()", reporting: viewModel.state) {
      await viewModel.load()
    }
    return context.present(viewModel.state, text: context.renderer.articles) { feed in
      JSONOutput.ArticlesObject(
        page: feed.firstPage, perPage: feed.perPage, totalCount: feed.totalCount,
        articles: feed.articles.map(JSONOutput.ArticleObject.init))
    }
  }
}
