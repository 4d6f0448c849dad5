import Domain
import DomainMocks
import Features
import FeaturesMocks
import Foundation
import NetworkingMocks
import Repositories
import Testing

@testable import CLI

extension RendererTests {
  @Test("Shows a complete profile, one labelled line per field")
  func completeProfile() {
    #expect(
      renderer.profile(.mock) == """
        Ada Lovelace (@ada)
          Email     ada@analytical.engine
          Phone     +44 20 7946 0018
          Website   analytical.engine
          Company   Analytical Engines Ltd: "Weaving algebraic patterns"
          Address   12 St James's Square, Flat 2, London SW1Y 4JH
        """)
  }

  @Test("Leaves out the fields a minimal profile lacks")
  func minimalProfile() {
    #expect(
      renderer.profile(.minimalMock) == "Grace Hopper (@grace)\n  Email     grace@cobol.example")
  }

  @Test("Says saved, then shows the profile")
  func saved() {
    #expect(renderer.saved(Written(sent: .minimalMock)).hasPrefix("Saved.\nGrace Hopper (@grace)"))
  }
}
