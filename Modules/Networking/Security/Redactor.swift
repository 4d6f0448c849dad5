import Foundation

/// Removes secrets from text before it reaches a terminal or a log.
///
/// This is the one redaction function in Strata: every log line (``LoggingTransport``) and every
/// error message the CLI prints goes through ``redact(_:)``. It removes
/// - the exact values it was given (the API token), wherever they appear;
/// - the credentials of `Authorization:`-style header lines and `Bearer` tokens;
/// - the values of token-like query parameters (`token`, `access_token`, `api_key`, `password`,
///   `signature`, …);
/// - the password in a URL's `user:password@` part.
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

  private let secrets: [String]

  /// Creates a redactor that also removes the given exact values.
  ///
  /// - Parameter secrets: Values to remove wherever they appear, such as the API token. Empty
  ///   strings are ignored.
  public init(secrets: [String] = []) {
    // Longest first, so a secret that contains another is removed whole.
    self.secrets = secrets.filter { !$0.isEmpty }.sorted { $0.count > $1.count }
  }

  /// Returns `text` with every secret replaced by ``placeholder``.
  ///
  /// - Parameter text: Any text bound for a terminal or a log.
  /// - Returns: The same text without secrets.
  public func redact(_ text: String) -> String {
    var result = text
    for secret in secrets {
      result = result.replacing(secret, with: Self.placeholder)
    }
    result = result.replacing(#/(?i)\b(bearer|basic)\s+[^\s<"',;]+/#) { match in
      "\(match.output.1) \(Self.placeholder)"
    }
    // Keep this list in step with `sensitiveHeaders`.
    let headerLine =
      #/(?i)\b(authorization|proxy-authorization|cookie|set-cookie|x-api-key)(\s*:\s*)([^\r\n]*)/#
    result = result.replacing(headerLine) { match in
      "\(match.output.1)\(match.output.2)\(Self.placeholder)"
    }
    result = result.replacing(#/([?&;])([^=&#\s]+)=([^&#\s"']*)/#) { match in
      guard Self.sensitiveParameters.contains(match.output.2.lowercased()) else {
        return String(match.output.0)
      }
      return "\(match.output.1)\(match.output.2)=\(Self.placeholder)"
    }
    result = result.replacing(#/(://[^/\s:@]+):[^/\s@]+@/#) { match in
      "\(match.output.1):\(Self.placeholder)@"
    }
    return result
  }

  /// Returns one line describing `request` (method and URL) with secrets removed.
  ///
  /// - Parameter request: The request to describe.
  /// - Returns: For example `GET https://api.example.com/posts?_page=1&token=<redacted>`.
  public func describe(_ request: HTTPRequest) -> String {
    redact("\(request.method.rawValue) \(request.url.absoluteString)")
  }

  /// Returns `value` for a header named `name`, or ``placeholder`` when the header carries
  /// credentials.
  ///
  /// - Parameters:
  ///   - value: The header value.
  ///   - name: The header name.
  /// - Returns: A value safe to print.
  public func headerValue(_ value: String, named name: String) -> String {
    Self.sensitiveHeaders.contains(name.lowercased()) ? Self.placeholder : redact(value)
  }
}
