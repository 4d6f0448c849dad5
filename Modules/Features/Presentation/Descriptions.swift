public import Domain
public import Foundation
public import Repositories

// The words every view uses for the same facts. `strata profile` prints a user's details and
// `strata browse` draws them; both read them here, as they read an error's sentence from
// ``UserFacingError``, so the two views cannot drift apart. How the words are laid out (a line
// on stdout, a row on a screen, a SwiftUI `LabeledContent`) stays with each view.

extension Notice {
  /// How long before `now` content was stored, in words: "just now", "5 minutes ago",
  /// "3 days ago". A date from a file can be anything; every one gets words.
  public static func age(of storedAt: Date, now: Date) -> String {
    let interval = now.timeIntervalSince(storedAt)
    guard interval.isFinite, interval >= 60 else { return "just now" }
    let seconds = interval < 1e12 ? Int(interval) : Int(1e12)
    func ago(_ count: Int, _ unit: String) -> String {
      "\(count) \(unit)\(count == 1 ? "" : "s") ago"
    }
    switch seconds {
    case ..<3600: return ago(seconds / 60, "minute")
    case ..<86_400: return ago(seconds / 3600, "hour")
    default: return ago(seconds / 86_400, "day")
    }
  }
}

extension SyncSummary {
  /// What a finished sync stored: "Synced 47 articles (3 new) and the profile of Ada Lovelace."
  public var sentence: String {
    let articles = articleCount == 1 ? "1 article" : "\(articleCount) articles"
    return "Synced \(articles) (\(newArticleCount) new) and the profile of \(user.name)."
  }
}

extension SyncProgress {
  /// How far a sync has got: "Syncing articles 3/5 pages", or a count of pages while the total
  /// is unknown.
  public var sentence: String {
    guard let pagesTotal else {
      return "Syncing articles: \(pagesDone) page\(pagesDone == 1 ? "" : "s")"
    }
    return "Syncing articles \(pagesDone)/\(pagesTotal) pages"
  }
}

extension User {
  /// The profile's known fields as labelled values, in the order a profile lists them; empty
  /// fields are left out.
  public var details: [(label: String, value: String)] {
    let company = company.map { company in
      company.catchPhrase.map { "\(company.name): \"\($0)\"" } ?? company.name
    }
    let address = address.map { address in
      let city = [address.city, address.postalCode].compactMap { $0 }.joined(separator: " ")
      return [address.street, address.suite, city.isEmpty ? nil : city]
        .compactMap { $0 }.joined(separator: ", ")
    }
    let fields: [(String, String?)] = [
      ("Email", email), ("Phone", phone), ("Website", website), ("Company", company),
      ("Address", address),
    ]
    return fields.compactMap { label, value in
      guard let value, !value.isEmpty else { return nil }
      return (label, value)
    }
  }
}
