import Domain
import Repositories

// The articles' decorator at the Repositories seam: the exemplar's
// (docs/decisions/0018-the-exemplar-stays.md).

/// Traces an ``ArticleRepository``.
struct TracingArticleRepository: ArticleRepository {
  let base: any ArticleRepository
  let tracer: Tracer
  let name = "RemoteArticleRepository"

  func articles(_ request: PageRequest, policy: ReadPolicy) async throws(RepositoryError)
    -> Fetched<Page<Article>>
  {
    try await tracer.hop(
      "Repositories",
      "\(name).articles(page: \(request.page), perPage: \(request.perPage), policy: \(policy))",
      outcome: describePage
    ) { () async throws(RepositoryError) in try await base.articles(request, policy: policy) }
  }
}

func describePage(_ fetched: Fetched<Page<Article>>) -> String {
  "\(fetched.value.items.count) articles, " + describe(fetched)
}
