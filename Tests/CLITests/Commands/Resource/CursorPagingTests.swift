import Domain
import Features
import Networking
import Testing

@testable import CLI

/// A memo, whose API pages only by cursor.
struct Memo: Presentable, RemoteResource {
  var id: Int
  var text: String

  enum CodingKeys: String, CodingKey, CaseIterable {
    case id, text
  }

  static let schema = ResourceSchema<Memo>(
    singular: "Memo", plural: "Memos", storageName: "memos", actions: [.list],
    fields: [ResourceField(.text, \.text)])

  static let route = ResourceRoute<Memo>(collection: "/memos", paging: .cursor)
}

@Suite("A list paged by cursor", .tags(.cliContract))
struct CursorPagingTests {
  let parser = CommandLineParser(commands: CommandList.all(served: Served(resources: [Memo.self])))

  @Test("Its help says how a page is reached, and --page goes no deeper than a command reads")
  func deepestPage() throws {
    #expect(ResourceListCommand<Memo>.definition.discussion.contains("page N is read from page 1"))
    let deepest = String(Paging.deepestCursorPage)
    let list = try #require(try parser.parse(["memos", "--page", deepest]).command?.0)
    #expect((list as? ResourceListCommand<Memo>)?.request.page == Paging.deepestCursorPage)
    #expect(
      throws: UsageError(
        message: "The memos are paged by cursor, one request a page from page 1: --page must be "
          + "from 1 to \(deepest).", command: "memos")
    ) {
      try parser.parse(["memos", "--page", String(Paging.deepestCursorPage + 1)])
    }
  }
}
