public import Foundation

/// The status line and header fields of an HTTP response; the body travels beside it.
public struct HTTPResponse: Hashable, Sendable {
  /// The status code, for example 200 or 404.
  public var statusCode: Int
  /// The header fields.
  public var headers: HTTPHeaders
  /// The URLs redirected to before this response, in order; each obeyed ``BaseURL``'s rules.
  public var redirects: [URL]

  /// A response of `statusCode`, kept as given: no range is checked.
  public init(statusCode: Int, headers: HTTPHeaders = [:], redirects: [URL] = []) {
    self.statusCode = statusCode
    self.headers = headers
    self.redirects = redirects
  }

  /// Whether the status is in the 2xx range.
  public var isSuccess: Bool { (200..<300).contains(statusCode) }

  /// The media type from `Content-Type`, lower-cased and without parameters (`application/json`).
  public var mediaType: String? {
    guard let value = headers["Content-Type"] else { return nil }
    let type = value.split(separator: ";", maxSplits: 1).first ?? ""
    let trimmed = type.trimmingCharacters(in: .whitespaces).lowercased()
    return trimmed.isEmpty ? nil : trimmed
  }

  /// The `ETag`, when it is one that `If-Match` can carry back (``strongETag(_:)``).
  public var strongETag: String? { headers["ETag"].flatMap(Self.strongETag) }

  /// `value`, when it is one entity tag `If-Match` can carry back: quoted, printable, at most
  /// 1 KiB, and never weak (`W/"…"` never matches), `*` (it matches anything) or a list.
  public static func strongETag(_ value: String) -> String? {
    let inside = value.dropFirst().dropLast()
    guard (2...1024).contains(value.utf8.count), value.hasPrefix("\""), value.hasSuffix("\""),
      inside.unicodeScalars.allSatisfy({ (0x21...0x7E).contains($0.value) && $0 != "\"" })
    else { return nil }
    return value
  }
}
