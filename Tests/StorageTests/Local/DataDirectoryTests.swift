import Foundation
import Storage
import Testing

@Suite("Data directory")
struct DataDirectoryTests {
  /// A password database that must not be read: `HOME` is set in the tests that use it.
  let noPasswordDatabase: () -> String? = {
    Issue.record("The password database was read although HOME was set.")
    return nil
  }

  #if canImport(Darwin)
    @Test("Uses ~/Library/Application Support/Strata")
    func applePlatforms() {
      let url = DataDirectory.resolve(
        environment: ["HOME": "/Users/ada"], passwordDatabaseHome: noPasswordDatabase)
      #expect(url?.path == "/Users/ada/Library/Application Support/Strata")
    }
  #else
    @Test(
      "Follows XDG_DATA_HOME when absolute; ignores a relative one, as the XDG specification asks",
      arguments: [("/data", "/data/strata"), ("relative", "/home/ada/.local/share/strata")])
    func followsXDG(dataHome: String, expected: String) {
      let url = DataDirectory.resolve(
        environment: ["XDG_DATA_HOME": dataHome, "HOME": "/home/ada"],
        passwordDatabaseHome: noPasswordDatabase)
      #expect(url?.path == expected)
    }
  #endif

  @Test("Follows HOME, never the password database, when HOME is set")
  func followsHome() {
    let url = DataDirectory.resolve(
      environment: ["HOME": "/tmp/another-home"], passwordDatabaseHome: noPasswordDatabase)
    #expect(url?.path.hasPrefix("/tmp/another-home/") == true)
  }

  @Test("Asks the password database only when HOME is unset or relative", arguments: [nil, "rel"])
  func fallsBackToPasswordDatabase(home: String?) {
    let environment = home.map { ["HOME": $0] } ?? [:]
    let url = DataDirectory.resolve(environment: environment, passwordDatabaseHome: { "/home/pw" })
    #expect(url?.path.hasPrefix("/home/pw/") == true)
  }

  @Test("Finds nothing when there is no home at all")
  func noHome() {
    #expect(DataDirectory.resolve(environment: [:], passwordDatabaseHome: { nil }) == nil)
  }
}
