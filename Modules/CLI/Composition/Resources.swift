import Todos

/// Every resource the app serves through the generic stack: one type a line.
/// `scripts/new-feature` adds a line (and its import); `scripts/remove-feature` takes both away.
///
/// From this list the composition root makes each one's repository and its outbox sender, and
/// the CLI its commands (`strata todos`, `strata todo add`, …); the extras serve and list each
/// one too.
enum Resources {
  static let all: [any AppResource.Type] = [
    Todo.self
  ]
}
