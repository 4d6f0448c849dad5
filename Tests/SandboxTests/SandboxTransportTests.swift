import Domain
import DomainMocks
import Foundation
import Networking
import NetworkingMocks
import Sandbox
import Storage
import StorageMocks
import Testing

/// The sandbox is tested through the real ``RemoteAPIClient``: the point of the sandbox is that
/// the client cannot tell it from the live API.
@Suite("Sandbox backend")
struct SandboxTransportTests {
  let files = MockFileAccessor()
  let fileSystem = MockFileSystem()

  var store: DocumentStore {
    .sandbox(files: files, fileSystem: fileSystem)
  }

  var sandbox: SandboxTransport {
    SandboxTransport(store: store, resources: [SandboxResource(Note.self)])
  }

  func send(_ method: HTTPMethod, _ path: String, body: Data? = nil) async throws -> (
    Data, HTTPResponse
  ) {
    let url = try #require(URL(string: SandboxTransport.baseURL.description + path))
    return try await sandbox.send(
      HTTPRequest(method: method, url: url, body: body))
  }

  @Test(
    "Answers 404 for routes the API does not have",
    arguments: [(HTTPMethod.get, "/photos"), (.get, "/boards/1"), (.get, "/notes")])
  func unknownRoutes(method: HTTPMethod, path: String) async throws {
    let (_, response) = try await send(method, path)
    #expect(response.statusCode == 404)
  }

  @Test("Honours cancellation like any transport")
  func cancellation() async throws {
    let url = try #require(URL(string: SandboxTransport.baseURL.description + "/notes/1"))
    let transport = sandbox
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      return try await transport.send(HTTPRequest(method: .get, url: url))
    }
    await #expect(throws: CancellationError.self) { try await task.value }
  }

  @Test("Reports a file of its own it cannot read as local storage, naming it")
  func failsToRead() async throws {
    let path = "/virtual/strata/sandbox/resource-notes.json"
    files.place(Data("[]".utf8), at: URL(fileURLWithPath: path))
    files.fail(.read, with: .ioError)
    await #expect(
      throws: TransportError.localStorageFailed(
        LocalFailure(
          path: path, underlyingError: StorageError.readFailed(path: path, SystemError(code: EIO))))
    ) {
      try await send(.get, "/notes/1")
    }
  }
}
