import Domain
import Storage
import Testing

@testable import Repositories

@Suite("Document name")
struct DocumentNameTests {
  @Test(
    "Joins the parts with dashes, keeping ASCII letters and digits and escaping everything else",
    arguments: [
      (["resource", "notes", "list", "boardId", "1"], "resource-notes-list-boardId-1"),
      (["a-b"], "a_2d_b"),
      (["a_b"], "a_5f_b"),
      (["a b/c"], "a_20_b_2f_c"),
      (["é", "日"], "_e9_-_65e5_"),
      (["..", ""], "_2e__2e_-"),
      ([], ""),
    ])
  func make(parts: [String], name: String) {
    #expect(DocumentName.make(parts) == name)
  }

  @Test("Never gives two different lists of parts the same name")
  func collisionFree() {
    let lists = [["a-b"], ["a", "b"], ["a_2d_b"], ["a", "", "b"], ["a-", "b"], ["a", "-b"]]
    #expect(Set(lists.map(DocumentName.make)).count == lists.count)
  }

  @Test("A name too long for a file keeps its start and ends in a hash of the whole")
  func longNames() {
    let long = DocumentName.make(["resource", String(repeating: "a", count: 200)])
    let other = DocumentName.make(["resource", String(repeating: "a", count: 199) + "b"])
    #expect(long.count <= DocumentName.maximumLength)
    #expect(long.hasPrefix("resource-aaaa"))
    #expect(long != other)
    let hash = String(
      StableHash.fnv1a("resource-" + String(repeating: "a", count: 200)), radix: 16)
    #expect(long.hasSuffix("-" + hash))
    #expect(DocumentName.make(["x", String(repeating: "b", count: 98)]).count == 100)
  }

  @Test("Names a collection by its parameters, each name then its value, in name order")
  func parts() {
    #expect(
      DocumentName.parts(of: ["userId": .integer(1), "slug": .text("a b")])
        == ["slug", "a b", "userId", "1"])
    #expect(DocumentName.parts(of: [:]).isEmpty)
  }
}
