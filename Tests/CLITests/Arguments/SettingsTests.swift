import Foundation
import Networking
import Testing

@testable import CLI

@Suite("Settings", .tags(.cliContract))
struct SettingsTests {
  func settings(_ arguments: [String], environment: [String: String] = ["HOME": "/home/ada"])
    throws(UsageError) -> Settings
  {
    guard case .run(_, let definition, let options) = try CommandLineParser().parse(arguments)
    else {
      throw UsageError(message: "not a command", command: nil)
    }
    return try Settings(
      options, for: definition, environment: environment,
      passwordDatabaseHome: { "/home/from-passwd" })
  }

  func message(_ arguments: [String], environment: [String: String] = ["HOME": "/h"]) -> String? {
    do {
      _ = try settings(arguments, environment: environment)
      return nil
    } catch {
      return error.message
    }
  }

  /// An API to name where the backend does not matter.
  static let api = ["--base-url", "https://api.example.com"]

  @Test("Defaults to the XDG data directory, 10 s and no token")
  func defaults() throws {
    let settings = try settings(["sync"] + Self.api)
    #expect(settings.dataDirectory.path.hasPrefix("/home/ada/"))
    #expect(settings.timeout == .seconds(10))
    #expect(settings.token == nil)
    #expect(!settings.json && !settings.offline && !settings.verbose)
  }

  @Test("A flag beats its environment variable, which beats the default")
  func precedence() throws {
    let environment = [
      "STRATA_BASE_URL": "https://env.example.com", "STRATA_DATA_DIR": "/env/data",
      "STRATA_TIMEOUT": "3",
    ]
    let fromEnvironment = try settings(["sync"], environment: environment)
    #expect(fromEnvironment.backend == .live(try BaseURL(validating: "https://env.example.com")))
    #expect(fromEnvironment.dataDirectory.path == "/env/data")
    #expect(fromEnvironment.timeout == .seconds(3))

    let fromFlags = try settings(
      [
        "sync", "--base-url", "https://flag.example.com", "--data-dir", "/flag/data",
        "--timeout", "0.25",
      ],
      environment: environment)
    #expect(fromFlags.backend == .live(try BaseURL(validating: "https://flag.example.com")))
    #expect(fromFlags.dataDirectory.path == "/flag/data")
    #expect(fromFlags.timeout == .milliseconds(250))
  }

  @Test("Without --base-url, the backend that needs no URL answers; with none, a run is refused")
  func withoutURL() throws {
    if let fallback = Settings.Backend.withoutURL.first {
      #expect(try settings(["sync"]).backend == fallback)
    } else {
      #expect(
        message(["sync"]) == "Say which REST API answers: --base-url URL, or STRATA_BASE_URL.")
    }
  }

  @Test("Ignores empty environment variables")
  func emptyVariables() throws {
    let empty = ["HOME": "/h", "STRATA_BASE_URL": "", "STRATA_API_TOKEN": ""]
    #expect(message(["sync"], environment: empty) == message(["sync"], environment: ["HOME": "/h"]))
    #expect(try settings(["sync"] + Self.api, environment: empty).token == nil)
  }

  @Test("Reads the token from STRATA_API_TOKEN only")
  func token() throws {
    let settings = try settings(
      ["sync"] + Self.api, environment: ["STRATA_API_TOKEN": "s3cr3t-token"])
    #expect(settings.token?.secret == "s3cr3t-token")
  }

  @Test(
    "Names the flag or variable a bad value came from",
    arguments: [
      (
        ["sync", "--base-url", "http://example.com"], [:],
        "--base-url is not usable: plain http is allowed only for this machine, not example.com; use https."
      ),
      (
        ["sync"], ["STRATA_BASE_URL": "ftp://x.example"],
        "STRATA_BASE_URL is not usable: the scheme must be https, not ftp."
      ),
      (
        ["sync", "--base-url", "https://u:p@x.example"], [:],
        "--base-url is not usable: it must not contain a user name or password."
      ),
      (
        ["sync", "--base-url", "nonsense"], [:],
        "--base-url is not usable: it is not an absolute http(s) URL."
      ),
      (
        ["sync", "--base-url", "https://x.example?a=1"], [:],
        "--base-url is not usable: it must not contain a query or fragment."
      ),
      (
        ["sync", "--base-url", "http://127.0.0.1:99999"], [:],
        "--base-url is not usable: the port must be between 1 and 65535, not 99999."
      ),
      (
        ["sync", "--timeout", "0"], [:],
        "--timeout must be a number of seconds above 0 and at most 600, not '0'."
      ),
      (
        ["sync"], ["STRATA_TIMEOUT": "soon"],
        "STRATA_TIMEOUT must be a number of seconds above 0 and at most 600, not 'soon'."
      ),
      (
        ["sync", "--timeout", "601"], [:],
        "--timeout must be a number of seconds above 0 and at most 600, not '601'."
      ),
      (
        ["sync", "--timeout", "nan"], [:],
        "--timeout must be a number of seconds above 0 and at most 600, not 'nan'."
      ),
      (
        ["sync"], ["STRATA_API_TOKEN": "has space in it"],
        "STRATA_API_TOKEN must be one line of printable ASCII, with no spaces."
      ),
      (
        ["sync"], ["STRATA_API_TOKEN": "short"],
        "STRATA_API_TOKEN is too short to be a token: it needs at least 8 characters."
      ),
      (["sync", "--data-dir", ""], [:], "--data-dir must not be empty."),
      (["sync", "--offline"], [:], "--offline cannot be used with sync: it needs the server."),
    ] as [([String], [String: String], String)])
  func badValues(arguments: [String], environment: [String: String], expected: String) {
    #expect(message(arguments, environment: environment) == expected)
  }

  @Test("Accepts plain http for loopback hosts")
  func loopbackHTTP() throws {
    let settings = try settings(["sync", "--base-url", "http://127.0.0.1:8080"])
    #expect(settings.backend == .live(try BaseURL(validating: "http://127.0.0.1:8080")))
  }

  @Test("Finds no home at all: asks for a data directory instead of guessing")
  func noHome() throws {
    let (_, options) = try #require(try CommandLineParser().parse(["sync"]).command)
    #expect(throws: UsageError.self) {
      try Settings(
        options, for: SyncCommand.definition, environment: [:],
        passwordDatabaseHome: { nil })
    }
  }

  @Test(
    "Keeps each API root's offline copies apart, the whole root counting",
    arguments: [
      ("https://api.example.com", "host-api.example.com-"),
      ("http://127.0.0.1:8080", "host-localhost-8080-"),
      ("http://[::1]:9", "host-localhost-9-"),
      ("https://api.example.com/v1", "host-api.example.com-v1-"),
    ])
  func cacheNamespace(url: String, prefix: String) throws {
    let name = CacheNamespace.name(for: try BaseURL(validating: url))
    #expect(name.hasPrefix(prefix))
    #expect(name.count <= 100)
  }

  @Test("Two roots on one host never share a store")
  func distinctRoots() throws {
    let roots = [
      "https://api.example.com/v1", "https://api.example.com/v2", "https://api.example.com",
      "http://localhost:8080/v1", "http://localhost:8081/v1", "http://localhost:8080/v1/x",
      "https://api.example.com/tenant-a", "https://api.example.com/tenant_a",
    ]
    let names = try roots.map { CacheNamespace.name(for: try BaseURL(validating: $0)) }
    #expect(Set(names).count == roots.count)
  }

  @Test(
    "One backend spelled many ways is one store and one outbox",
    arguments: [
      [
        "http://127.0.0.1:8080/v1", "http://localhost:8080/v1/", "HTTP://LocalHost:8080/v1",
        "http://[::1]:8080/v1", "http://127.0.0.2:8080/v1//",
      ],
      ["https://API.example.com:443/v1", "https://api.example.com/v1/"],
      ["http://localhost:80", "http://127.0.0.1", "http://localhost/"],
    ])
  func oneBackend(spellings: [String]) throws {
    let names = try spellings.map { CacheNamespace.name(for: try BaseURL(validating: $0)) }
    #expect(Set(names).count == 1, "\(names)")
  }
}
