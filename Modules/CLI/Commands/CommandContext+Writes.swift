import Domain
import Features
import Repositories

extension CommandContext {
  /// Saves `form` with `input` (what the options gave each field), then prints what it did: the
  /// item as saved or as it will be, and, when it was queued, why and how many wait, on stderr.
  /// The one body of `strata <resource> add` and `edit`.
  func submit<Model: Resource>(
    _ form: ResourceFormViewModel<Model>, input: [String: FieldInput], call: String
  ) async -> ExitCode {
    await drive("ResourceFormViewModel<\(Model.self)>.save() (\(call))", reporting: form.state) {
      await form.save(input)
    }
    let code = present(
      form.state, text: { renderer.written($0, Model.self) },
      json: { JSONOutput.written($0, Model.self) })
    if let queued = form.state.value?.queued { console.printError(renderer.queued(queued)) }
    return code
  }
}
