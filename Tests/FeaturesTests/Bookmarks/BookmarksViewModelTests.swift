import Domain
import DomainMocks
import Features
import FeaturesMocks
import Foundation
import Repositories
import RepositoriesMocks
import TestSupport
import Testing

@MainActor
@Suite("Bookmarks view model", .hangGuard)
struct BookmarksViewModelTests {
  let repository = MockBookmarkRepository()

  func loaded(_ articles: [Article]) async -> BookmarksViewModel {
    repository.bookmarks.returns(articles)
    let sut = BookmarksViewModel(repository: repository)
    await sut.load()
    return sut
  }

  @Test("Loads the list")
  func load() async {
    let sut = await loaded([.mock(id: 3), .mock(id: 1)])
    #expect(sut.state == .loaded([.mock(id: 3), .mock(id: 1)], notices: []))
    #expect(sut.isBookmarked(3) && !sut.isBookmarked(2))
  }

  @Test("Adding by id says what it did and adds the article to the list shown")
  func addByID() async {
    let sut = await loaded([.mock(id: 1)])
    repository.addByID.returns(BookmarkAddition(article: .mock(id: 7), wasAlreadyBookmarked: false))
    await sut.add(articleID: 7)
    #expect(sut.change == .loaded(.added(.mock(id: 7)), notices: []))
    #expect(sut.state.value == [.mock(id: 1), .mock(id: 7)])
    #expect(repository.addByID.calls == [7])
  }

  @Test("Adding one already there changes nothing, and says so")
  func addTwice() async {
    let sut = await loaded([.mock(id: 7)])
    repository.addByID.returns(BookmarkAddition(article: .mock(id: 7), wasAlreadyBookmarked: true))
    await sut.add(articleID: 7)
    #expect(sut.change == .loaded(.alreadyBookmarked(.mock(id: 7)), notices: []))
    #expect(sut.state.value == [.mock(id: 7)])
  }

  @Test("Toggling removes a bookmarked article and adds one that is not")
  func toggle() async {
    let sut = await loaded([.mock(id: 1)])
    repository.remove.returns(.mock(id: 1))
    await sut.toggle(.mock(id: 1))
    #expect(sut.state.value == [])
    repository.addArticle.returns(
      BookmarkAddition(article: .mock(id: 2), wasAlreadyBookmarked: false))
    await sut.toggle(.mock(id: 2))
    #expect(sut.state.value == [.mock(id: 2)])
    #expect(repository.remove.calls == [1])
    #expect(repository.addArticle.calls == [.mock(id: 2)])
  }

  @Test("Removing one that is not bookmarked says so")
  func removeMissing() async {
    let sut = await loaded([])
    repository.remove.returns(nil)
    await sut.remove(articleID: 4)
    #expect(sut.change == .loaded(.notBookmarked(4), notices: []))
  }

  @Test("A failed change keeps the list and carries the error's sentence")
  func failure() async {
    let sut = await loaded([.mock(id: 1)])
    repository.addByID.fails(with: .notFound(.article(99)))
    await sut.add(articleID: 99)
    #expect(sut.change.error?.message == "The server has no article 99.")
    #expect(sut.state.value == [.mock(id: 1)])
  }

  @Test("A cancelled change shows nothing", .tags(.inFlight))
  func cancelled() async {
    let sut = await loaded([])
    let gate = Gate()
    repository.addByID.answers { id throws(RepositoryError) in
      do { try await gate.pass() } catch { throw .cancelled }
      return BookmarkAddition(article: .mock(id: id), wasAlreadyBookmarked: false)
    }
    let adding = Task { await sut.add(articleID: 5) }
    await gate.waitForArrivals()
    #expect(sut.change == .loading)
    adding.cancel()
    await adding.value
    #expect(sut.change == .idle)
    #expect(sut.state.value == [])
  }

  @Test("Observed as SwiftUI observes it: the list, then the list with the article toggled")
  func observed() async {
    let sut = await loaded([.mock(id: 1)])
    let view = ObservedView(sut) { model in
      "\(model.state.value?.map(\.id) ?? []) \(model.isBookmarked(2)) \(model.change.phase)"
    }
    repository.addArticle.returns(
      BookmarkAddition(article: .mock(id: 2), wasAlreadyBookmarked: false))
    await sut.toggle(.mock(id: 2))
    #expect(view.redraw())
    #expect(!view.redraw())
    #expect(view.frames == ["[1] false idle", "[1, 2] true loaded"])
  }
}
