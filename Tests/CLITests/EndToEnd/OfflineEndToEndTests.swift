import Domain
import Foundation
import Networking
import Storage
import TestSupport
import Testing

@testable import CLI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The offline store under what a real disk and real people do to it: servers that vanish,
/// files that rot, processes killed mid-sync, syncs started three at a time.
@Suite("End to end: offline store", .tags(.endToEnd, .loopback), .hangGuard)
struct OfflineEndToEndTests: LoopbackSuite {
  let home: TemporaryDirectory

  init() throws {
    home = try TemporaryDirectory()
  }

  /// The store's directory for `server`, as the CLI names it.
  func cacheDirectory(_ server: LoopbackServer) throws -> URL {
    home.appending(
      "data/cache/" + CacheNamespace.name(for: try BaseURL(validating: server.baseURL)))
  }
}
