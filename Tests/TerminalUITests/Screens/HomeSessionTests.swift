import Features
import Testing

@testable import TerminalUI

/// The home screen says who is signed in, when the API signs in, above the features.
@MainActor
@Suite("Home screen: the session")
struct HomeSessionTests {
  let fixture = Fixture()
  let size = TerminalSize(columns: 60, rows: 12)

  @Test("Says who is signed in above the features; says nothing when the API does not sign in")
  func session() {
    var environment = fixture.environment(features: [fixture.notesFeature()])
    let without = HomeScreen(environment: environment).body(in: size).lines.map(\.text)
    environment.session = "Signed in as ada."
    let with = HomeScreen(environment: environment).body(in: size).lines.map(\.text)
    #expect(with.first == "  Signed in as ada.")
    #expect(
      Array(with.dropFirst().prefix(without.count - 1)) == Array(without.prefix(without.count - 1)))
    #expect(!without.contains { $0.contains("Signed in") })
  }
}
