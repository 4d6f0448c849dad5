import Domain
import DomainMocks
import Features
import FeaturesMocks
import Foundation
import Networking
import NetworkingMocks
import Repositories
import Testing

@testable import CLI

extension JSONOutputTests {
  @Test("A user has the REST API's shape, without absent fields")
  func user() throws {
    let full = try json(JSONOutput.text(JSONOutput.UserObject(.mock)))
    #expect(
      Set(full.keys) == [
        "id", "name", "username", "email", "address", "phone", "website", "company",
      ])
    #expect((full["address"] as? [String: Any])?["geo"] != nil)
    let minimal = try json(JSONOutput.text(JSONOutput.UserObject(.minimalMock)))
    #expect(Set(minimal.keys) == ["id", "name", "username", "email"])
  }

  @Test("A sync reports what it stored of the samples")
  func samplesSync() throws {
    let json = try json(JSONOutput.text(JSONOutput.SyncObject(PreviewSamples.syncSummary)))
    #expect(json["articles"] as? Int == 47)
    #expect(json["newArticles"] as? Int == 3)
    #expect(json["storedAt"] as? String == "2027-01-15T08:00:00Z")
    #expect((json["user"] as? [String: Any])?["id"] as? Int == 1)
  }
}
