import Domain
import DomainMocks
import Networking
import TestSupport

// The exemplar's server (docs/decisions/0018-the-exemplar-stays.md).
extension MockAPIClient {
  /// Answers every ``Networking/FetchArticles`` as a server of `totalCount` mock articles would.
  public func serveArticles(totalCount: Int) {
    on(FetchArticles.self).answers { call throws(APIError) in
      guard let request = try? PageRequest(page: call.page, perPage: call.perPage) else {
        throw .status(400)
      }
      return .mock(request, totalCount: totalCount)
    }
  }
}
