public import Foundation
public import Storage
import Synchronization

/// An in-memory ``Storage/FileAccessorProviding`` that records every call and fails any
/// operation on demand.
///
/// It is a *fake* rather than a stub: reads return what writes stored, so code that writes then
/// reads works unchanged. The contract suite in `StorageTests` runs the same tests against this
/// type and the real ``Storage/FileAccessor``, so the two cannot drift apart.
///
/// <!-- snippet: given url: URL, data: Data -->
/// ```swift
/// let files = MockFileAccessor()
/// files.fail(.write, with: .diskFull)
/// #expect(throws: StorageError.outOfSpace(path: url.path)) { try files.write(data, to: url) }
/// #expect(files.calls == [.write(url.path)])
/// ```
public final class MockFileAccessor: FileAccessorProviding {
  /// A call the fake received, with the path it was about.
  public enum Call: Hashable, Sendable {
    /// ``contents(of:)``.
    case contents(String)
    /// ``write(_:to:)``.
    case write(String)
    /// ``itemNames(in:)``.
    case itemNames(String)
    /// ``removeItem(at:)``.
    case removeItem(String)
  }

  /// An operation that can be made to fail.
  public enum Operation: Hashable, Sendable, CaseIterable {
    /// ``contents(of:)``.
    case read
    /// ``write(_:to:)``.
    case write
    /// ``itemNames(in:)``.
    case list
    /// ``removeItem(at:)``.
    case remove
  }

  /// A failure to inject, reported with the path of the call as the real accessor would.
  public enum Failure: Hashable, Sendable {
    /// The disk is full (`ENOSPC`).
    case diskFull
    /// The process may not touch the file (`EACCES`).
    case permissionDenied
    /// The device reported an error (`EIO`).
    case ioError
  }

  private struct InjectedFailure {
    var failure: Failure
    var pathSuffix: String?

    func applies(to path: String) -> Bool { pathSuffix.map(path.hasSuffix) ?? true }
  }

  private struct State {
    var files: [String: Data] = [:]
    var calls: [Call] = []
    var failures: [Operation: InjectedFailure] = [:]
  }

  private let state = Mutex(State())

  /// Creates a fake holding `files`.
  public init(files: [URL: Data] = [:]) {
    state.withLock { state in
      for (url, data) in files { state.files[url.path] = data }
    }
  }

  /// Every call so far, in order.
  public var calls: [Call] { state.withLock { $0.calls } }

  /// The paths of every file the fake holds, sorted.
  public var paths: [String] { state.withLock { $0.files.keys.sorted() } }

  /// The contents of the file at `url`, read without recording a call.
  public func storedContents(at url: URL) -> Data? {
    state.withLock { $0.files[url.path] }
  }

  /// Puts a file in place without recording a call, as if another process wrote it.
  public func place(_ data: Data, at url: URL) {
    state.withLock { $0.files[url.path] = data }
  }

  /// Makes every later `operation` fail with `failure`, until ``succeed(_:)``.
  public func fail(
    _ operation: Operation, with failure: Failure, forPathsEndingWith pathSuffix: String? = nil
  ) {
    state.withLock {
      $0.failures[operation] = InjectedFailure(failure: failure, pathSuffix: pathSuffix)
    }
  }

  /// Makes `operation` work again.
  public func succeed(_ operation: Operation) {
    state.withLock { $0.failures[operation] = nil }
  }

  /// The file at `url`, or the failure a read of it is set to.
  public func contents(of url: URL) throws(StorageError) -> Data {
    let path = url.path
    let (data, failure) = state.withLock { state in
      state.calls.append(.contents(path))
      return (
        state.files[path], state.failures[.read].flatMap { $0.applies(to: path) ? $0.failure : nil }
      )
    }
    if let failure { throw failure.error(path: path, reading: true) }
    guard let data else { throw .notFound(path: path) }
    return data
  }

  /// Replaces a file in memory; an injected failure leaves the old contents in place, as an
  /// atomic write would.
  public func write(_ data: Data, to url: URL) throws(StorageError) {
    try change(url, recordedAs: .write(url.path), operation: .write) { $0[url.path] = data }
  }

  /// The names of the files the fake holds directly in `directory`, sorted.
  public func itemNames(in directory: URL) throws(StorageError) -> [String] {
    let path = directory.path
    let prefix = path.hasSuffix("/") ? path : path + "/"
    let (names, failure) = state.withLock { state in
      state.calls.append(.itemNames(path))
      let names = state.files.keys.compactMap { path -> String? in
        guard path.hasPrefix(prefix) else { return nil }
        let rest = path.dropFirst(prefix.count)
        return rest.contains("/") ? nil : String(rest)
      }
      return (names, state.failures[.list].flatMap { $0.applies(to: path) ? $0.failure : nil })
    }
    if let failure { throw failure.error(path: path, reading: true) }
    return names.sorted()
  }

  /// Deletes a file from memory; a missing file is not an error.
  public func removeItem(at url: URL) throws(StorageError) {
    try change(url, recordedAs: .removeItem(url.path), operation: .remove) { $0[url.path] = nil }
  }

  /// Records `call`, then applies `mutation` unless a failure is injected for `operation`.
  private func change(
    _ url: URL, recordedAs call: Call, operation: Operation,
    _ mutation: (inout [String: Data]) -> Void
  ) throws(StorageError) {
    let path = url.path
    let failure = state.withLock { state -> Failure? in
      state.calls.append(call)
      if let injected = state.failures[operation], injected.applies(to: path) {
        return injected.failure
      }
      mutation(&state.files)
      return nil
    }
    if let failure { throw failure.error(path: path, reading: false) }
  }
}

extension MockFileAccessor.Failure {
  func error(path: String, reading: Bool) -> StorageError {
    switch self {
    case .diskFull:
      reading ? .readFailed(path: path, .noSpace) : .outOfSpace(path: path)
    case .permissionDenied:
      reading
        ? .readFailed(path: path, .permissionDenied)
        : .writeFailed(path: path, .permissionDenied)
    case .ioError:
      reading
        ? .readFailed(path: path, .ioFailure)
        : .writeFailed(path: path, .ioFailure)
    }
  }
}
