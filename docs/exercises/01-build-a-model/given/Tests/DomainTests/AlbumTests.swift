import Domain
import Foundation
import Testing

/// LEARN.md, "Build it", step 1: what an album is. Given: copy it in as it is.
@Suite("Album")
struct AlbumTests {
  let album = Album(id: 3, userID: 1, title: "omnis laborum odio")

  @Test("Keeps what it was made with")
  func keepsItsValues() {
    #expect(album.id == 3)
    #expect(album.userID == 1)
    #expect(album.title == "omnis laborum odio")
  }

  @Test("Is one album whatever its title says, and equal only to the same values")
  func identity() {
    var renamed = album
    renamed.title = "renamed"
    #expect(renamed.id == album.id)
    #expect(renamed != album)
    #expect(Set([album, album, renamed]).count == 2)
  }

  @Test("Round-trips through Codable, as the offline store keeps it")
  func roundTrips() throws {
    let data = try JSONEncoder().encode(album)
    #expect(try JSONDecoder().decode(Album.self, from: data) == album)
  }
}
