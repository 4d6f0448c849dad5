import Foundation
import Synchronization

/// Removes secrets from text before it reaches a terminal or a log.
///
/// Every log line and CLI error message goes through ``redact(_:)``. It removes the secrets it was
/// given in any letter case, since proxies echo headers in another; the credentials of sensitive
/// header lines and of `Bearer` and `Basic`; token-like query and JSON values; and a URL's
/// password. It uses no regular expressions, whose compiling at run time slows start-up.
public struct Redactor: Sendable {
  /// What replaces every secret.
  public static let placeholder = "<redacted>"
  /// A private-use character that stands for a placeholder while secrets are being replaced.
  private static let mark = "\u{E000}"

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

  /// The JSON field names whose string values are treated as secrets, lower-cased.
  static let sensitiveFields = sensitiveParameters.union(["access", "refresh"])

  private let secrets: Secrets

  /// Creates a redactor that also removes `secrets`, such as the API token; empty ones are ignored.
  public init(secrets: [String] = []) {
    self.secrets = Secrets(secrets)
  }

  /// Also removes `secret`, such as a renewed token, from now on in this redactor and every copy.
  public func learn(_ secret: String) {
    secrets.add(secret)
  }

  /// Returns `text` with every secret replaced by ``placeholder``.
  public func redact(_ text: String) -> String {
    // Each secret becomes a mark no secret can match (they are printable ASCII), so a shorter
    // secret never matches inside a placeholder a longer one left; the marks become placeholders.
    var result = text
    for secret in secrets.values {
      result = result.replacingOccurrences(
        of: secret, with: Self.mark, options: [.caseInsensitive, .literal])
    }
    result = result.replacingOccurrences(of: Self.mark, with: Self.placeholder)
    var scalars = Array(result.unicodeScalars)
    Self.redactSchemeCredentials(&scalars)
    Self.redactHeaderLines(&scalars)
    Self.redactQueryValues(&scalars)
    Self.redactJSONFields(&scalars)
    Self.redactURLPasswords(&scalars)
    var output = String.UnicodeScalarView()
    output.append(contentsOf: scalars)
    return String(output)
  }

  /// The method and URL of `request` on one line, secrets removed.
  public func describe(_ request: HTTPRequest) -> String {
    redact("\(request.method.rawValue) \(request.url.absoluteString)")
  }

  /// `value` safe to print: ``placeholder`` when header `name` carries credentials, else redacted.
  public func headerValue(_ value: String, named name: String) -> String {
    Self.sensitiveHeaders.contains(name.lowercased()) ? Self.placeholder : redact(value)
  }

  // MARK: The rules, each a scan over the text's scalars

  /// `Bearer abc.def` → `Bearer <redacted>`.
  private static func redactSchemeCredentials(_ text: inout [Unicode.Scalar]) {
    var index = 0
    while let scheme = nextName(among: schemes, in: text, from: index, isPart: isWordCharacter) {
      let start = scan(text, from: scheme.upperBound, while: isBlank)
      var end = scan(text, from: start) { !isCredentialTerminator($0) }
      if start > scheme.upperBound, end > start,
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
    while let name = nextName(
      among: sensitiveHeaders, in: text, from: index, isPart: isHeaderNameCharacter)
    {
      let colon = scan(text, from: name.upperBound, while: isBlank)
      guard colon < text.count, text[colon] == ":" else {
        index = name.upperBound
        continue
      }
      let start = scan(text, from: colon + 1, while: isBlank)
      let end = scan(text, from: start) { $0 != "\n" && $0 != "\r" }
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
      let equals = scan(text, from: index + 1) { !"=&#?; \"'\n".unicodeScalars.contains($0) }
      guard equals < text.count, text[equals] == "=",
        sensitiveParameters.contains(lowercased(text[(index + 1)..<equals]))
      else {
        index += 1
        continue
      }
      let end = scan(text, from: equals + 1) { !"&#; \"'\n\t".unicodeScalars.contains($0) }
      text.replaceSubrange((equals + 1)..<end, with: placeholder.unicodeScalars)
      index = equals + 1 + placeholder.unicodeScalars.count
    }
  }

  /// `"refresh": "abc"` → `"refresh": "<redacted>"`, for the names of ``sensitiveFields``.
  private static func redactJSONFields(_ text: inout [Unicode.Scalar]) {
    var index = 0
    while index < text.count {
      guard text[index] == "\"" else {
        index += 1
        continue
      }
      let nameEnd = scan(text, from: index + 1) { $0 != "\"" && $0 != "\n" }
      let colon = scan(text, from: nameEnd + 1, while: isBlank)
      let quote =
        colon < text.count && text[colon] == ":"
        ? scan(text, from: colon + 1, while: isBlank) : colon
      guard nameEnd < text.count, colon < text.count, text[colon] == ":", quote < text.count,
        text[quote] == "\"", sensitiveFields.contains(lowercased(text[(index + 1)..<nameEnd]))
      else {
        index = max(index + 1, nameEnd)
        continue
      }
      var end = quote + 1
      while end < text.count, text[end] != "\"", text[end] != "\n" {
        end += text[end] == "\\" ? 2 : 1
      }
      end = min(end, text.count)
      text.replaceSubrange((quote + 1)..<end, with: placeholder.unicodeScalars)
      index = quote + 2 + placeholder.unicodeScalars.count
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
      let end = scan(text, from: start) { !"/@ \t\n".unicodeScalars.contains($0) }
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

  private static func isHeaderNameCharacter(_ scalar: Unicode.Scalar) -> Bool {
    isWordCharacter(scalar) || scalar == "-"
  }

  private static func isBlank(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t"
  }

  private static func isCredentialTerminator(_ scalar: Unicode.Scalar) -> Bool {
    " \t\n\r<\"',;".unicodeScalars.contains(scalar)
  }

  // MARK: Scanning

  /// Where the run of scalars from `index` that `belongs` accepts ends.
  private static func scan(
    _ text: [Unicode.Scalar], from index: Int, while belongs: (Unicode.Scalar) -> Bool
  ) -> Int {
    var end = index
    while end < text.count, belongs(text[end]) { end += 1 }
    return end
  }

  /// The first of `names`, in any case, that starts a word at or after `index`.
  private static func nextName(
    among names: Set<String>, in text: [Unicode.Scalar], from index: Int,
    isPart: (Unicode.Scalar) -> Bool
  ) -> Range<Int>? {
    var index = index
    while index < text.count {
      let end = scan(text, from: index, while: isPart)
      if end > index, startsWord(text, at: index), names.contains(lowercased(text[index..<end])) {
        return index..<end
      }
      index = max(end, index + 1)
    }
    return nil
  }

  private static func lowercased(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
    String(String.UnicodeScalarView(scalars)).lowercased()
  }
}

/// The secrets a redactor removes, shared by its copies: one may be learned at any moment.
private final class Secrets: Sendable {
  private let list: Mutex<[String]>

  init(_ secrets: [String]) {
    list = Mutex([])
    for secret in secrets { add(secret) }
  }

  /// Longest first, so a secret that contains another is removed whole.
  var values: [String] { list.withLock { $0 } }

  func add(_ secret: String) {
    guard !secret.isEmpty else { return }
    list.withLock { list in
      guard !list.contains(secret) else { return }
      list.append(secret)
      list.sort { $0.count > $1.count }
    }
  }
}
