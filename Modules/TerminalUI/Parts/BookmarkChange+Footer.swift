import Domain
import Features

extension ViewState where Value == BookmarkChange {
  /// What toggling a bookmark did, for a footer; `nil` while it runs or before it ran.
  var footerText: String? {
    switch self {
    case .loaded(.added(let article), _), .loaded(.alreadyBookmarked(let article), _):
      "Bookmarked article \(article.id)."
    case .loaded(.removed(let article), _): "Removed the bookmark on article \(article.id)."
    case .loaded(.notBookmarked(let id), _): "Article \(id) was not bookmarked."
    case .failed(let error): error.message
    case .idle, .loading: nil
    }
  }
}
