import Foundation

/// The `Link` header of RFC 8288, as GitHub's API pages with it:
/// `<https://api.example.com/items?page=3>; rel="next", <…>; rel="last"`.
enum LinkHeader {
  /// Whether `head`'s `Link` names a next page, or `nil` without one; the URL is never followed.
  static func hasNext(in head: HTTPResponse) -> Bool? {
    guard head.headers["Link"] != nil else { return nil }
    return next(in: head) != nil
  }

  /// The target of `head`'s `rel="next"` link, read for its cursor and never followed.
  static func next(in head: HTTPResponse) -> String? {
    guard let value = head.headers["Link"] else { return nil }
    // A bound on the work, whatever the header's length.
    let links = value.prefix(8 * 1024).split(separator: ",")
    let next = links.first { link in
      link.split(separator: ";").dropFirst().contains { parameter in
        let pair = parameter.split(separator: "=", maxSplits: 1)
        guard pair.count == 2,
          pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "rel"
        else { return false }
        let relations = pair[1].trimmingCharacters(in: .whitespaces).trimmingCharacters(
          in: CharacterSet(charactersIn: "\""))
        return relations.lowercased().split(separator: " ").contains("next")
      }
    }
    return next?.split(separator: ";").first.map {
      $0.trimmingCharacters(in: CharacterSet(charactersIn: " <>"))
    }
  }

  /// The query item `parameter` of `text` when it is a link, absolute or relative with a query
  /// (`/notes?after=Y3Vy`), else `text` itself: a bare cursor (base64, even starting with `/`)
  /// has no `?`.
  static func cursor(in text: String, named parameter: String) -> String? {
    let isLink =
      text.hasPrefix("http://") || text.hasPrefix("https://")
      || (text.hasPrefix("/") || text.hasPrefix("?")) && text.contains("?")
    return isLink ? item(parameter, of: text) : text
  }

  /// The value of query item `name` of `link`, absolute or relative (`?after=Y3Vy`).
  static func item(_ name: String, of link: String) -> String? {
    URLComponents(string: link)?.queryItems?.first { $0.name == name }?.value
  }
}
