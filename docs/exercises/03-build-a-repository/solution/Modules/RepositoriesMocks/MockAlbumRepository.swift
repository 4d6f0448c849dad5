public import Domain
public import Repositories
public import TestSupport

/// An ``Repositories/AlbumRepository`` whose every call is configured by the test and recorded.
public final class MockAlbumRepository: AlbumRepository {
  /// The arguments of an ``albums(of:policy:)`` call.
  public struct AlbumsCall: Hashable, Sendable {
    /// Whose albums were asked for.
    public var userID: User.ID
    /// Whether the network was allowed.
    public var policy: ReadPolicy

    /// The arguments as the call received them.
    public init(userID: User.ID, policy: ReadPolicy) {
      self.userID = userID
      self.policy = policy
    }
  }

  /// Stands in for ``albums(of:policy:)``.
  public let albums: MockMethod<AlbumsCall, Fetched<[Album]>, RepositoryError>

  /// Creates a repository with nothing configured; failures point at the caller's line.
  public init(
    fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) {
    let site = CallSite(fileID: fileID, filePath: filePath, line: line, column: column)
    albums = MockMethod(
      "MockAlbumRepository.albums(of:policy:)", createdAt: site,
      unimplementedFailure: .unimplemented)
  }

  /// Records the call and answers as ``albums`` was configured.
  public func albums(of userID: User.ID, policy: ReadPolicy) async throws(RepositoryError)
    -> Fetched<[Album]>
  {
    try await albums(AlbumsCall(userID: userID, policy: policy))
  }
}
