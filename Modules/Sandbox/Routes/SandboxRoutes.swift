/// Every extra resource the sandbox serves, in the order they were added.
enum SandboxRoutes {
  static let all: [SandboxRoute] = [
    // new-feature: routes (scripts/new-feature adds a line above this one)
  ]
}
