import Todos

/// Every resource the app serves through the generic stack: one type a line.
/// `scripts/new-feature` adds a line (and its import); `scripts/remove-feature` takes both away.
///
/// From this list the composition root makes each one's repository and its outbox sender, and
/// the CLI its commands (`strata todos`, `strata todo add`, …).
/// <!-- sandbox:begin -->
/// The sandbox serves each one too.
/// <!-- sandbox:end -->
/// <!-- browse:begin -->
/// `strata browse` lists each one too.
/// <!-- browse:end -->
enum Resources {
  static let all: [any AppResource.Type] = [
    Todo.self
    // new-feature: resources (scripts/new-feature adds a line above this one)
  ]
}
