import Repositories

/// The exemplar's repository, made when `strata articles` asks for it, over the stack
/// `Dependencies.live` built (docs/decisions/0018-the-exemplar-stays.md).
extension Dependencies {
  /// The articles: read network first, kept by position in blocks.
  var articles: any ArticleRepository {
    let articles = RemoteArticleRepository(api: api, store: cache)
    return tracer.map { TracingArticleRepository(base: articles, tracer: $0) } ?? articles
  }
}
