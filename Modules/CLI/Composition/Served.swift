/// What the app serves through a generic stack beside the hand-written features, for the command
/// list, the composition root and the built-in backends. An extra adds what it serves here.
struct Served: Sendable {
  /// The resources of the generic stack (the `resources` extra): the app's, or a test's.
  var resources: [any AppResource.Type] = Resources.all
}
