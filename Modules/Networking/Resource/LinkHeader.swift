import Foundation

/// The `Link` header of RFC 8288, as GitHub's API pages with it:
/// `<https://api.example.com/items?page=3>; rel="next", <…>; rel="last"`.
enum LinkHeader {
  /// Whether `head`'s `Link` header names a next page, `nil` when there is none; the URL is never
  /// followed, so a server cannot send the client elsewhere by it.
  static func hasNext(in head: HTTPResponse) -> Bool? {
    guard head.headers["Link"] != nil else { return nil }
    return next(in: head) != nil
  }

  /// The target of `head`'s link with `rel="next"`, as written between `<` and `>`: read for
  /// the cursor it carries (``cursor(in:named:)``), never followed.
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

  /// The cursor `text` names: its query item `parameter` when it is a link (Django REST
  /// framework's `next`), else `text` itself; `nil` for a link without that item.
  static func cursor(in text: String, named parameter: String) -> String? {
    guard text.hasPrefix("http://") || text.hasPrefix("https://") else { return text }
    return item(parameter, of: text)
  }

  /// The value of query item `name` of `link`, absolute or relative (`?after=Y3Vy`).
  static func item(_ name: String, of link: String) -> String? {
    URLComponents(string: link)?.queryItems?.first { $0.name == name }?.value
  }
}
