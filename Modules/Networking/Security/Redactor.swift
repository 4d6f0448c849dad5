import Foundation

/// Removes secrets from text before it reaches a terminal or a log.
///
/// This is the one redaction function in Strata: every log line (``LoggingTransport``) and every
/// error message the CLI prints goes through ``redact(_:)``. It removes
/// - the values it was given (the API token), wherever they appear and in any letter case, since
///   servers and proxies echo headers back lower- or upper-cased;
/// - the credentials of `Authorization:`-style header lines and of `Bearer` and `Basic` schemes;
/// - the values of token-like query parameters (`token`, `access_token`, `api_key`, `password`,
///   `signature`, …);
/// - the password in a URL's `user:password@` part.
///
/// It scans the text once per rule with plain character tests rather than regular expressions:
/// it runs on every line the CLI prints, and Swift compiles a regex literal at run time, which
/// costs a command-line tool measurable start-up time.
public struct Redactor: Sendable {
  /// What replaces every secret.
  public static let placeholder = "<redacted>"

  /// The query parameter names whose values are treated as secrets, lower-cased.
  public static let sensitiveParameters: Set<String> = [
    "access_token", "api_key", "apikey", "auth", "client_secret", "code", "id_token", "key",
    "password", "refresh_token", "secret", "sig", "signature", "token",
  ]

  /// The header names whose values are treated as secrets, lower-cased.
  public static let sensitiveHeaders: Set<String> = [
    "authorization", "cookie", "proxy-authorization", "set-cookie", "x-api-key",
  ]

  /// The authorization schemes whose credentials follow them on the same line, lower-cased.
  static let schemes: Set<String> = ["basic", "bearer"]

  private let secrets: [String]

  /// Creates a redactor that also removes `secrets` (such as the API token) wherever they appear,
  /// in any letter case. Empty strings are ignored; ``APIToken`` refuses tokens too short to
  /// redact without garbling ordinary words.
  public init(secrets: [String] = []) {
    // Longest first, so a secret that contains another is removed whole.
    self.secrets = secrets.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
  }

  /// Returns `text`, bound for a terminal or a log, with every secret replaced by
  /// ``placeholder``.
  public func redact(_ text: String) -> String {
    var result = text
    for secret in secrets {
      var searchStart = result.startIndex
      while let found = result.range(
        of: secret, options: [.caseInsensitive, .literal], range: searchStart..<result.endIndex)
      {
        let offset = result.distance(from: result.startIndex, to: found.lowerBound)
        result.replaceSubrange(found, with: Self.placeholder)
        // Search on after the placeholder, so a secret that matches it cannot loop forever.
        searchStart = result.index(
          result.startIndex, offsetBy: offset + Self.placeholder.count)
      }
    }
    var scalars = Array(result.unicodeScalars)
    Self.redactSchemeCredentials(&scalars)
    Self.redactHeaderLines(&scalars)
    Self.redactQueryValues(&scalars)
    Self.redactURLPasswords(&scalars)
    var output = String.UnicodeScalarView()
    output.append(contentsOf: scalars)
    return String(output)
  }

  /// One line describing `request`, secrets removed: for example
  /// `GET https://api.example.com/posts?_page=1&token=<redacted>`.
  public func describe(_ request: HTTPRequest) -> String {
    redact("\(request.method.rawValue) \(request.url.absoluteString)")
  }

  /// `value`, safe to print, for a header named `name`: ``placeholder`` when the header carries
  /// credentials, the value redacted otherwise.
  public func headerValue(_ value: String, named name: String) -> String {
    Self.sensitiveHeaders.contains(name.lowercased()) ? Self.placeholder : redact(value)
  }

  // MARK: The rules, each a scan over the text's scalars

  /// `Bearer abc.def` → `Bearer <redacted>`.
  private static func redactSchemeCredentials(_ text: inout [Unicode.Scalar]) {
    var index = 0
    while index < text.count {
      let word = wordEnd(in: text, from: index)
      guard word > index, startsWord(text, at: index),
        schemes.contains(lowercased(text[index..<word]))
      else {
        index = max(word, index + 1)
        continue
      }
      var start = word
      while start < text.count, text[start] == " " || text[start] == "\t" { start += 1 }
      var end = start
      while end < text.count, !isCredentialTerminator(text[end]) { end += 1 }
      if start > word, end > start,
        String(String.UnicodeScalarView(text[start..<end])) != placeholder
      {
        text.replaceSubrange(start..<end, with: placeholder.unicodeScalars)
        end = start + placeholder.unicodeScalars.count
      }
      index = end
    }
  }

  /// `Authorization: anything` → `Authorization: <redacted>`, to the end of the line.
  private static func redactHeaderLines(_ text: inout [Unicode.Scalar]) {
    var index = 0
    while index < text.count {
      let word = headerNameEnd(in: text, from: index)
      guard word > index, startsWord(text, at: index),
        sensitiveHeaders.contains(lowercased(text[index..<word]))
      else {
        index = max(word, index + 1)
        continue
      }
      var colon = word
      while colon < text.count, text[colon] == " " || text[colon] == "\t" { colon += 1 }
      guard colon < text.count, text[colon] == ":" else {
        index = word
        continue
      }
      var start = colon + 1
      while start < text.count, text[start] == " " || text[start] == "\t" { start += 1 }
      var end = start
      while end < text.count, text[end] != "\n", text[end] != "\r" { end += 1 }
      text.replaceSubrange(start..<end, with: placeholder.unicodeScalars)
      index = start + placeholder.unicodeScalars.count
    }
  }

  /// `?token=abc&page=2` → `?token=<redacted>&page=2`.
  private static func redactQueryValues(_ text: inout [Unicode.Scalar]) {
    var index = 0
    while index < text.count {
      guard text[index] == "?" || text[index] == "&" || text[index] == ";" else {
        index += 1
        continue
      }
      var equals = index + 1
      while equals < text.count, !"=&#?; \"'\n".unicodeScalars.contains(text[equals]) {
        equals += 1
      }
      guard equals < text.count, text[equals] == "=",
        sensitiveParameters.contains(lowercased(text[(index + 1)..<equals]))
      else {
        index += 1
        continue
      }
      var end = equals + 1
      while end < text.count, !"&#; \"'\n\t".unicodeScalars.contains(text[end]) { end += 1 }
      text.replaceSubrange((equals + 1)..<end, with: placeholder.unicodeScalars)
      index = equals + 1 + placeholder.unicodeScalars.count
    }
  }

  /// `https://ada:hunter2@host` → `https://ada:<redacted>@host`.
  private static func redactURLPasswords(_ text: inout [Unicode.Scalar]) {
    var index = 0
    while index + 2 < text.count {
      guard text[index] == ":", text[index + 1] == "/", text[index + 2] == "/" else {
        index += 1
        continue
      }
      let start = index + 3
      var end = start
      while end < text.count, !"/@ \t\n".unicodeScalars.contains(text[end]) { end += 1 }
      guard end < text.count, text[end] == "@",
        let colon = text[start..<end].firstIndex(of: ":")
      else {
        index = start
        continue
      }
      text.replaceSubrange((colon + 1)..<end, with: placeholder.unicodeScalars)
      index = colon + 1 + placeholder.unicodeScalars.count
    }
  }

  // MARK: Character tests

  private static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
      && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_")
  }

  private static func startsWord(_ text: [Unicode.Scalar], at index: Int) -> Bool {
    index == 0 || !(isWordCharacter(text[index - 1]) || text[index - 1] == "-")
  }

  private static func wordEnd(in text: [Unicode.Scalar], from index: Int) -> Int {
    var end = index
    while end < text.count, isWordCharacter(text[end]) { end += 1 }
    return end
  }

  private static func headerNameEnd(in text: [Unicode.Scalar], from index: Int) -> Int {
    var end = index
    while end < text.count, isWordCharacter(text[end]) || text[end] == "-" { end += 1 }
    return end
  }

  private static func isCredentialTerminator(_ scalar: Unicode.Scalar) -> Bool {
    " \t\n\r<\"',;".unicodeScalars.contains(scalar)
  }

  private static func lowercased(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    String(String.UnicodeScalarView(scalars)).lowercased()
  }
}
