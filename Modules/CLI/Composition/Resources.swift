import Todos

/// Every resource the app serves through the generic stack, one type a line, from which the
/// composition root makes each one's repository, outbox sender and commands. `scripts/new-feature`
/// adds a line (and its import); `scripts/remove-feature` takes both away.
enum Resources {
  static let all: [any AppResource.Type] = [
    Todo.self
  ]
}
