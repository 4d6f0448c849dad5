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
@Suite("Article list view model", .hangGuard)
struct ArticleListViewModelTests {
  let repository = MockArticleRepository()

  func viewModel(page: Int = 1, perPage: Int = 10) throws -> ArticleListViewModel {
    ArticleListViewModel(
      repository: repository, firstPage: try PageRequest(page: page, perPage: perPage))
  }

  @Test("Loads the first page")
  func loadsFirstPage() async throws {
    repository.serve(totalCount: 47)
    let sut = try viewModel()
    await sut.load()
    let feed = try #require(sut.state.value)
    #expect(feed.articles.map(\.id) == Array(1...10))
    #expect(feed.totalCount == 47)
    #expect(!feed.reachedEnd)
    #expect(sut.canLoadMore)
  }

  @Test("Starts at the page asked for")
  func startsAtGivenPage() async throws {
    repository.serve(totalCount: 47)
    let sut = try viewModel(page: 3, perPage: 5)
    await sut.load()
    #expect(sut.state.value?.articles.map(\.id) == Array(11...15))
    #expect(repository.articles.calls.map(\.request) == [try PageRequest(page: 3, perPage: 5)])
  }

  @Test("Appends pages until the end, then stops asking")
  func pagesToTheEnd() async throws {
    repository.serve(totalCount: 25)
    let sut = try viewModel()
    await sut.load()
    await sut.loadNextPage()
    await sut.loadNextPage()
    let feed = try #require(sut.state.value)
    #expect(feed.articles.map(\.id) == Array(1...25))
    #expect(feed.reachedEnd)
    #expect(!sut.canLoadMore)

    await sut.loadNextPage()
    #expect(repository.articles.calls.count == 3)
  }

  @Test("Drops articles a shifting list repeats")
  func deduplicates() async throws {
    repository.articles.answers { call in
      // Page 2 repeats the last two of page 1, as if two articles were inserted at the top.
      let first = (call.request.page - 1) * 10 - (call.request.page > 1 ? 2 : 0) + 1
      return Fetched(
        Page(
          items: Article.mocks(count: 10, startingAt: first), page: call.request.page, perPage: 10,
          totalCount: 40))
    }
    let sut = try viewModel()
    await sut.load()
    await sut.loadNextPage()
    #expect(sut.state.value?.articles.map(\.id) == Array(1...18))
  }

  @Test("A page past the end is an empty, finished list")
  func pastTheEnd() async throws {
    repository.serve(totalCount: 47)
    let sut = try viewModel(page: 9)
    await sut.load()
    #expect(sut.state.value?.articles.isEmpty == true)
    #expect(sut.state.value?.reachedEnd == true)
  }

  @Test("Keeps the list when a further page fails, and can try again; reloading clears the error")
  func loadMoreFailure() async throws {
    repository.serve(totalCount: 47)
    let sut = try viewModel()
    await sut.load()
    repository.articles.fails(with: PreviewSamples.cannotConnect)
    await sut.loadNextPage()
    #expect(sut.state.value?.articles.count == 10)
    #expect(sut.loadMoreError?.category == .unavailable)

    repository.serve(totalCount: 47)
    await sut.loadNextPage()
    #expect(sut.state.value?.articles.count == 20)
    #expect(sut.loadMoreError == nil)

    repository.articles.fails(with: PreviewSamples.cannotConnect)
    await sut.loadNextPage()
    await sut.load()
    #expect(sut.loadMoreError == nil)
  }

  @Test("Shows the list while loading more, flagging it", .tags(.inFlight))
  func loadingMoreFlag() async throws {
    repository.serve(totalCount: 47)
    let sut = try viewModel()
    await sut.load()
    let gate = Gate()
    repository.articles.answers { call in
      try? await gate.pass()
      return Fetched(.mock(call.request, totalCount: 47))
    }
    let more = Task { await sut.loadNextPage() }
    await gate.waitForArrivals()
    #expect(sut.isLoadingMore)
    #expect(!sut.canLoadMore)
    #expect(sut.state.value?.articles.count == 10)
    gate.open()
    await more.value
    #expect(!sut.isLoadingMore)
  }

  @Test(
    "A \"load more\" cancelled mid-flight (the person left) keeps the list and shows no error",
    .tags(.inFlight))
  func loadMoreCancelled() async throws {
    repository.serve(totalCount: 47)
    let sut = try viewModel()
    await sut.load()
    let gate = Gate()
    repository.articles.answers { call throws(RepositoryError) in
      do { try await gate.pass() } catch { throw .cancelled }
      return Fetched(.mock(call.request, totalCount: 47))
    }
    let more = Task { await sut.loadNextPage() }
    await gate.waitForArrivals()
    more.cancel()
    await more.value

    #expect(gate.cancellations == 1)
    #expect(sut.loadMoreError == nil)
    #expect(!sut.isLoadingMore)
    #expect(sut.state.value?.articles.count == 10)
    #expect(sut.canLoadMore)
  }

  @Test("Fails the first page with a readable error")
  func firstPageFailure() async throws {
    repository.articles.fails(with: .notStored(.articlesPage(1), discarded: nil))
    let sut = ArticleListViewModel(
      repository: repository, firstPage: try PageRequest(page: 1, perPage: 10))
    await sut.load()
    #expect(sut.state == .failed(UserFacingError(.notStored(.articlesPage(1), discarded: nil))))
    #expect(!sut.canLoadMore)
  }

  @Test("Gathers the stale notices of every page")
  func mergesNotices() async throws {
    let early = Date(timeIntervalSince1970: 1_000)
    let late = Date(timeIntervalSince1970: 2_000)
    repository.articles.answers { call in
      let storedAt = call.request.page == 1 ? early : late
      return Fetched(
        .mock(call.request, totalCount: 47),
        freshness: .stored(at: storedAt, reason: .offlineRequested))
    }
    let sut = try viewModel()
    await sut.load()
    await sut.loadNextPage()
    #expect(
      sut.state.notices == [
        .stale(storedAt: early, reason: .offlineRequested),
        .stale(storedAt: late, reason: .offlineRequested),
      ])
  }
}
