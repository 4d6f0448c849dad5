import DomainMocks
import Foundation
import TestSupport
import Testing

@testable import CLI

/// `strata bookmark add`, `bookmark remove` and `bookmarks`, in-process, on both backends.
@MainActor
@Suite("Bookmark commands", .tags(.cliContract), .hangGuard)
struct BookmarkCommandTests {
  let strata: InProcessStrata
  var home: TemporaryDirectory { strata.home }

  init() throws {
    strata = try InProcessStrata()
  }

  @Test("Adds, keeps one when added twice, lists in order, and removes")
  func lifecycle() async throws {
    let (added, addOutput) = await strata.run("bookmark", "add", "7")
    #expect(added == .success)
    #expect(addOutput.stdout == "Bookmarked article 7: A 404 should never be hidden by a cache.\n")
    let (again, againOutput) = await strata.run("bookmark", "add", "7", "--json")
    #expect(again == .success)
    #expect(try json(againOutput.stdout)["wasAlreadyBookmarked"] as? Bool == true)
    _ = await strata.run("bookmark", "add", "2")

    let (listed, list) = await strata.run("bookmarks", "--json")
    #expect(listed == .success)
    let bookmarks = try #require(try json(list.stdout)["bookmarks"] as? [[String: Any]])
    #expect(bookmarks.map { $0["id"] as? Int } == [7, 2])
    #expect(bookmarks.allSatisfy { Set($0.keys) == ["id", "userId", "title", "body"] })

    let (removed, removeOutput) = await strata.run("bookmark", "remove", "7")
    #expect(removed == .success)
    #expect(removeOutput.stdout.hasPrefix("Removed the bookmark on article 7"))
    let (_, gone) = await strata.run("bookmark", "remove", "7", "--json")
    #expect(try json(gone.stdout)["removed"] as? Bool == false)
    let (_, after) = await strata.run("bookmarks")
    #expect(after.stdout.hasPrefix("1 bookmark\n\n  2  Protocols belong at the seams"))
  }

  @Test("An article the server does not have: exit 1, and nothing kept")
  func notFound() async {
    let (code, output) = await strata.run("bookmark", "add", "999")
    #expect(code == .refused)
    #expect(output.stderr.contains("Error: The server has no article 999."))
    let (_, list) = await strata.run("bookmarks")
    #expect(list.stdout.hasPrefix("No bookmarks yet."))
  }

  @Test(
    "An id that is not a whole number from 1: exit 64, nothing sent",
    arguments: ["0", "-3", "abc", "1.5", "99999999999999999999"])
  func invalidID(id: String) async {
    let (code, output) = await strata.run("bookmark", "add", id)
    #expect(code == .usage)
    // "-3" reads as an option, which the command does not have: a usage error all the same.
    #expect(
      output.stderr.contains("article-id must be a whole number from 1, not '\(id)'.")
        || (id.hasPrefix("-") && output.stderr.contains("Unknown option '\(id)'")))
  }

  @Test("Listing and removing work offline; adding needs the server")
  func offline() async {
    _ = await strata.run("bookmark", "add", "4")
    let (listed, list) = await strata.run("bookmarks", "--offline")
    #expect(listed == .success)
    #expect(list.stdout.contains("  4  "))
    let (added, addOutput) = await strata.run("bookmark", "add", "5", "--offline")
    #expect(added == .usage)
    #expect(addOutput.stderr.contains("--offline cannot be used with bookmark add"))
    let (removed, _) = await strata.run("bookmark", "remove", "4", "--offline")
    #expect(removed == .success)
  }

  @Test(
    "Bookmarks are kept per backend: the loopback server's are not the sandbox's", .tags(.loopback))
  func perBackend() async throws {
    let server = try await LoopbackServer.start("ok", in: home)
    let (added, _) = await strata.run("bookmark", "add", "5", "--base-url", server.baseURL)
    #expect(added == .success)
    #expect(server.requests().map(\.path) == ["/posts/5"])
    let (_, live) = await strata.run("bookmarks", "--json", "--base-url", server.baseURL)
    #expect(
      try (json(live.stdout)["bookmarks"] as? [[String: Any]])?.map { $0["id"] as? Int } == [5])
    let (_, sandbox) = await strata.run("bookmarks", "--json")
    #expect(try (json(sandbox.stdout)["bookmarks"] as? [[String: Any]])?.isEmpty == true)
    let (missing, _) = await strata.run("bookmark", "add", "4000", "--base-url", server.baseURL)
    #expect(missing == .refused)
  }
}
