import Domain
import Repositories

extension SampleSyncReport {
  /// What the sync stored of the samples, for ``SyncSummary/sentence``: "47 articles (3 new)",
  /// "the profile of Ada Lovelace".
  var stored: [String] {
    var stored: [String] = []
    if articles.pages > 0 {
      let count = articles.count == 1 ? "1 article" : "\(articles.count) articles"
      stored.append("\(count) (\(articles.newCount) new)")
    }
    if let user { stored.append("the profile of \(user.name)") }
    return stored
  }
}
