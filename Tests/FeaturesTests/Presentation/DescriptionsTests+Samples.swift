import Domain
import DomainMocks
import Features
import FeaturesMocks
import Foundation
import Repositories
import Testing

extension DescriptionsTests {
  @Test("Words a sync that stored the samples")
  func samplesSync() {
    #expect(
      PreviewSamples.syncSummary.sentence
        == "Synced 2 lists, 47 articles (3 new) and the profile of Ada Lovelace.")
  }

  @Test("Lists a profile's known fields with labels, in order, leaving out empty ones")
  func details() {
    #expect(
      User.mock.details.map { "\($0.label): \($0.value)" } == [
        "Email: ada@analytical.engine",
        "Phone: +44 20 7946 0018",
        "Website: analytical.engine",
        "Company: Analytical Engines Ltd: \"Weaving algebraic patterns\"",
        "Address: 12 St James's Square, Flat 2, London SW1Y 4JH",
      ])
    var sparse = User.minimalMock
    sparse.phone = ""
    #expect(sparse.details.map(\.label) == ["Email"])
  }
}
