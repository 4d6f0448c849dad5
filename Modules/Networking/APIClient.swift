/// The API as the rest of the app sees it: one method that sends any ``Endpoint``.
///
/// Repositories depend on this protocol, never on a transport; nothing but an ``APIError``
/// escapes. The API grows by new ``Endpoint`` types, never new requirements (decision 0008).
///
/// A test double answers each endpoint type on its own:
///
/// <!-- snippet: given store: DocumentStore -->
/// ```swift
/// let api = MockAPIClient()
/// let board = Note.Address(boardID: 1)
/// api.on(FetchResource<Note>.self).returns(.mock(id: 7))
/// let queue = MockChangeQueue()
/// queue.changes.returns([])  // no change of a note waits
/// let notes = RemoteResourceRepository<Note>(
///   api: api, store: store, queue: queue, paging: .jsonServer)
/// _ = try await notes.item(.server(7), in: board, policy: .networkFirst)
/// #expect(api.on(FetchResource<Note>.self).calls == [FetchResource(id: 7, in: board)])
/// ```
public protocol APIClient: Sendable {
  /// Sends `endpoint`'s request and returns its decoded response.
  ///
  /// - Throws: ``APIError``; a status outside 2xx is ``APIError/status(_:)``.
  func send<E: Endpoint>(_ endpoint: E) async throws(APIError) -> E.Response
}
