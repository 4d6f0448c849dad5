import Domain
import Foundation
import Storage

/// One resource's items in the sandbox's store (its samples until the first write), and the answer
/// given to each `Idempotency-Key`, so a repeated `POST` gets the same answer and adds nothing.
struct SandboxResourceBook: Sendable {
  struct State: Codable, Sendable {
    /// The items, in the order they were made.
    var items: [FieldValues]
    var nextID: Int
    var answers: [String: Answer]

    init(items: [FieldValues], nextID: Int, answers: [String: Answer]) {
      self.items = items
      self.nextID = nextID
      self.answers = answers
    }

    /// Reads the state, or the older form of items keyed by number (`{"1": {…}}`), ordered by it.
    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      if let items = try? container.decode([FieldValues].self, forKey: .items) {
        self.items = items
      } else {
        let numbered = try container.decode([String: FieldValues].self, forKey: .items)
        self.items = numbered.keys.sorted { (Int($0) ?? 0) < (Int($1) ?? 0) }.compactMap {
          numbered[$0]
        }
      }
      nextID = try container.decode(Int.self, forKey: .nextID)
      answers = try container.decode([String: Answer].self, forKey: .answers)
    }
  }

  /// An answer given to a write, kept for its `Idempotency-Key`.
  struct Answer: Codable, Sendable {
    var status: Int
    var body: Data
  }

  let resource: SandboxResource
  let store: DocumentStore

  private var key: DocumentKey<State> { DocumentKey("resource-\(resource.name)") }

  /// The items in the order they were made, or the samples when the file is missing or corrupted.
  func items() throws(StorageError) -> [FieldValues] {
    try state()?.items ?? resource.samples()
  }

  /// Changes the items: `body` gets them as they are, and its changes are kept.
  func change<Result>(_ body: (inout State) -> Result) throws(StorageError) -> Result {
    var state =
      try state()
      ?? State(items: resource.samples(), nextID: SandboxResource.sampleCount + 1, answers: [:])
    let result = body(&state)
    try store.save(state, for: key)
    return result
  }

  private func state() throws(StorageError) -> State? {
    try store.loadUsable(key)
  }
}
