import Foundation
import Networking
import Storage

/// The directory name of the offline store for one API root: a readable slug, then a 64-bit FNV-1a
/// hash of the root as `BaseURL` spells it, so two APIs on one host never share a store. Loopback
/// names are one host, so changes queued under `localhost` are sent under `127.0.0.1` or `::1`.
enum CacheNamespace {
  /// For example `host-api.example.com-8443-v1-0b6f2a9c41d3e587`.
  static func name(for url: BaseURL) -> String {
    var components = URLComponents(url: url.url, resolvingAgainstBaseURL: false)
    if let host = url.url.host, BaseURL.isLoopback(host: host) { components?.host = "localhost" }
    let root = components?.url ?? url.url
    let text = root.absoluteString
    let readable = [root.host ?? "", root.port.map(String.init) ?? "", root.path]
      .joined(separator: "-")
    let slug = String(
      readable.lowercased().unicodeScalars.map { scalar -> Character in
        let allowed = ("a"..."z").contains(scalar) || ("0"..."9").contains(scalar) || scalar == "."
        return allowed ? Character(scalar) : "-"
      }
    )
    .split(separator: "-").joined(separator: "-")
    return "host-\(slug.prefix(60))-\(hex(StableHash.fnv1a(text)))"
  }

  private static func hex(_ value: UInt64) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: max(0, 16 - digits.count)) + digits
  }
}
