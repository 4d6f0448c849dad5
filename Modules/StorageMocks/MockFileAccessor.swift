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
    /// ``Storage/FileAccessorProviding/reading(_:_:)``, and so
    /// ``Storage/FileAccessorProviding/contents(of:)``.
    case contents(String)
    /// ``write(_:to:)``.
    case write(String)
    /// ``appendLine(_:to:limit:)``.
    case appendLine(String)
    /// ``itemNames(in:)``.
    case itemNames(String)
    /// ``removeItem(at:)``.
    case removeItem(String)
  }

  /// An operation that can be made to fail.
  public enum Operation: Hashable, Sendable, CaseIterable {
    /// ``Storage/FileAccessorProviding/reading(_:_:)``, and so
    /// ``Storage/FileAccessorProviding/contents(of:)``.
    case read
    /// ``write(_:to:)`` and ``appendLine(_:to:limit:)``.
    case write
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

  /// Hands `body` the file as it is in memory now: what is written later is not in it, as a
  /// file opened is not replaced by a rename.
  public func reading<Result>(
    _ url: URL, _ body: (any ReadableFile) throws(StorageError) -> Result
  ) throws(StorageError) -> Result {
    try body(FileInMemory(data: file(url.path, recordedAs: .contents(url.path))))
  }

  /// Records `call`, then gives the file at `path`, or fails as a read of it is set to.
  private func file(_ path: String, recordedAs call: Call) throws(StorageError) -> Data {
    let (data, failure) = state.withLock { state in
      state.calls.append(call)
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

  /// Appends `line` and a newline in memory, after cutting a last line left without one, as
  /// the real accessor does; refuses what would pass `limit`, and an injected failure leaves the
  /// file as it was.
  public func appendLine(_ line: Data, to url: URL, limit: Int) throws(StorageError) {
    let path = url.path
    let newline = UInt8(ascii: "\n")
    guard !line.contains(newline) else { throw .unencodable(path: path) }
    // Read, checked and written in one hold of the lock, as one `O_APPEND` write is one step.
    let failure = state.withLock { state -> StorageError? in
      state.calls.append(.appendLine(path))
      let before = [UInt8](state.files[path] ?? Data())
      let whole = before.lastIndex(of: newline).map { $0 + 1 } ?? 0
      guard whole <= limit, line.count < limit - whole else {
        return .tooLarge(path: path, limit: limit)
      }
      if let injected = state.failures[.write], injected.applies(to: path) {
        return injected.failure.error(path: path, reading: false)
      }
      state.files[path] = Data(before.prefix(whole)) + line + [newline]
      return nil
    }
    if let failure { throw failure }
  }

  /// The names of the files the fake holds directly in `directory`, sorted.
  public func itemNames(in directory: URL) throws(StorageError) -> [String] {
    let prefix = directory.path.hasSuffix("/") ? directory.path : directory.path + "/"
    return state.withLock { state in
      state.calls.append(.itemNames(directory.path))
      return state.files.keys.compactMap { path -> String? in
        guard path.hasPrefix(prefix) else { return nil }
        let rest = path.dropFirst(prefix.count)
        return rest.contains("/") ? nil : String(rest)
      }.sorted()
    }
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

extension MockFileAccessor {
  /// A file ``reading(_:_:)`` opened: the bytes it held then.
  private struct FileInMemory: ReadableFile {
    let data: Data

    var size: Int { data.count }

    func read(_ range: Range<Int>) -> Data {
      let start = min(max(0, range.lowerBound), data.count)
      let end = min(max(start, range.upperBound), data.count)
      return data.subdata(in: (data.startIndex + start)..<(data.startIndex + end))
    }
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
