import Domain
import DomainMocks
import Foundation
import Storage
import StorageMocks
import Testing

extension StoredFormatTests {
  @Test("A user is stored with Swift's names")
  func user() throws {
    let expected =
      #"{"address":{"city":"London","coordinates":{"latitude":"51.5074","longitude":"-0.1349"},"#
      + #""postalCode":"SW1Y 4JH","street":"12 St James's Square","suite":"Flat 2"},"#
      + #""company":{"businessSummary":"general-purpose computation","catchPhrase":"#
      + #""Weaving algebraic patterns","name":"Analytical Engines Ltd"},"email":"#
      + #""ada@analytical.engine","id":1,"name":"Ada Lovelace","phone":"+44 20 7946 0018","#
      + #""username":"ada","website":"analytical.engine"}"#
    #expect(try storedPayload(User.mock) == expected, Comment(rawValue: Self.renamed))
  }
}
