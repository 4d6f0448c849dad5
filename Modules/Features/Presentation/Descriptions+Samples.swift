import Domain
import Repositories

extension SampleSyncReport {
  /// What the sync stored of the samples, for ``SyncSummary/sentence``: "47 articles (3 new)",
  /// "the profile of Ada Lovelace".
  var stored: [String] {
    var stored: [String] = []
    if pageCount > 0 {
      let articles = articleCount == 1 ? "1 article" : "\(articleCount) articles"
      stored.append("\(articles) (\(newArticleCount) new)")
    }
    if let user { stored.append("the profile of \(user.name)") }
    return stored
  }
}
