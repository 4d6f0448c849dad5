import Domain
import Features
import Networking

/// `strata articles [--page N] [--per-page N]`: one page of the article list.
struct ArticlesCommand: Command {
  static let perPage = PageOptions.perPage("articles")

  static let definition = CommandDefinition(
    name: "articles", summary: "List one page of articles.",
    discussion: "List one page of articles, with the total when the server gives it. A page "
      + "past the end is an empty list, not an error.",
    options: [PageOptions.page.declaration, perPage.declaration], worksOffline: true)

  let request: PageRequest

  init(_ arguments: ParsedArguments) throws(UsageError) {
    request = try PageOptions.request(arguments, command: Self.definition.name)
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
