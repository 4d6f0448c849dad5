/// What the app serves through a generic stack, beside the features written by hand: what the
/// command list, the composition root and the backends built into the app are given.
///
/// An extra that serves one adds it here, on a line of its own; without one, it serves nothing.
struct Served: Sendable {
  /// The resources of the generic stack (the `resources` extra): the app's, or a test's.
  var resources: [any AppResource.Type] = Resources.all
}
