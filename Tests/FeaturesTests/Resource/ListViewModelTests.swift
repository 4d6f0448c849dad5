import Domain
import DomainMocks
import Features
import FeaturesMocks
import Foundation
import Repositories
import RepositoriesMocks
import TestSupport
import Testing

/// The one list view model, over a resource's repository: the articles' tests cover the paging;
/// these cover what a resource's list adds (its collection, waiting changes' marks, offline adds).
@MainActor
@Suite("List view model of a resource", .hangGuard)
struct ListViewModelTests {
  static let board = Note.Address(boardID: 3)
  nonisolated static let new: Tracked<Note> = {
    var draft = Draft<Note>()
    draft[\.boardID] = 3
    draft[\.title] = "New"
    return .unsent(draft, change: 1)
  }()

  let repository = MockResourceRepository<Note>()

  /// A board of `total` notes; note 2 has a change waiting, and one note waits to be added.
  func serve(total: Int = 12) {
    repository.list.answers { call in
      let start = call.page.offset
      let notes = (start..<min(start + call.page.perPage, total)).map { index in
        Tracked.stored(Note.mock(id: index + 1, boardID: 3), pending: index == 1)
      }
      let added =
        call.page.page == 1
        ? [Self.new] : []
      return Fetched(
        Page(
          items: added + notes, page: call.page.page, perPage: call.page.perPage, totalCount: total)
      )
    }
  }

  func viewModel(policy: ReadPolicy = .networkFirst) throws -> ListViewModel<Tracked<Note>> {
    ListViewModel(
      repository: repository, address: Self.board,
      firstPage: try PageRequest(page: 1, perPage: 5), policy: policy)
  }

  @Test("Loads the collection's first page, items added offline first, changed ones marked")
  func loadsFirstPage() async throws {
    serve()
    let sut = try viewModel(policy: .storeOnly)
    await sut.load()
    let feed = try #require(sut.state.value)
    #expect(feed.items.map(\.id.description) == ["+1", "1", "2", "3", "4", "5"])
    #expect(feed.items.filter(\.isPending).map(\.id.description) == ["+1", "2"])
    #expect(feed.totalCount == 12)
    // The note added offline counts once it is sent; the server's count pages the list.
    #expect(feed.totalCountWithOfflineAdds() == 13)
    #expect(!feed.reachedEnd)
    #expect(
      repository.list.calls == [
        .init(
          address: Self.board, page: try PageRequest(page: 1, perPage: 5), policy: .storeOnly)
      ])
  }

  @Test("The count with items added offline never overflows, and is unknown when the server's is")
  func countAsItWillBe() {
    let added = [Self.new]
    let huge = Feed(Page(items: added, page: 1, perPage: 5, totalCount: Int.max))
    #expect(huge.totalCountWithOfflineAdds() == Int.max)
    let unknown = Feed(Page(items: added, page: 1, perPage: 5, totalCount: nil))
    #expect(unknown.totalCountWithOfflineAdds() == nil)
    // A server's own item with a negative identifier is not one added offline.
    let odd = Feed(
      Page(
        items: [Tracked.stored(Note.mock(id: -4, boardID: 3))], page: 1, perPage: 5, totalCount: 1))
    #expect(odd.totalCountWithOfflineAdds() == 1)
  }

  @Test("Reloading starts again from the first page, showing what changed")
  func reloads() async throws {
    serve()
    let sut = try viewModel()
    await sut.load()
    await sut.loadNextPage()
    serve(total: 2)
    await sut.load()
    #expect(sut.state.value?.items.map(\.id.description) == ["+1", "1", "2"])
    #expect(sut.state.value?.reachedEnd == true)
  }

  @Test("Observed as SwiftUI observes it: the first page, then more as it loads")
  func observed() async throws {
    serve()
    let sut = try viewModel()
    let view = ObservedView(sut) { model in
      "\(model.state.value?.items.count ?? 0) \(model.isLoadingMore) \(model.canLoadMore)"
    }
    await sut.load()
    #expect(view.redraw())
    await sut.loadNextPage()
    #expect(view.redraw())
    #expect(!view.redraw())
    #expect(view.frames == ["0 false false", "6 false true", "11 false true"])
  }
}
