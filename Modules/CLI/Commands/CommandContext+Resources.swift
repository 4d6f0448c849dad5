import Domain
import Features
import Networking
import Repositories

extension CommandContext {
  /// Saves `form` with `input` (what the options gave each field), then prints what it did: the
  /// one body of `strata <resource> add` and `edit`.
  func submit<Model: AppResource>(
    _ form: ResourceFormViewModel<Model>, input: [String: FieldInput], call: String
  ) async -> ExitCode {
    await drive("ResourceFormViewModel<\(Model.self)>.save() (\(call))", reporting: form.state) {
      await form.save(input)
    }
    let code = present(
      form.state, write: true, text: { renderer.written($0, Model.self) },
      json: { JSONOutput.written($0, Model.self) })
    reportAfterWrite(form.state.value)
    return code
  }

  /// Does `action` to the item `target` names, then prints what it did: the one body of
  /// `strata <resource> delete` and of each action of a resource's own.
  func perform<Model: AppResource>(
    _ action: ResourceAction, on target: ItemTarget<Model>, call: String
  ) async -> ExitCode {
    let viewModel = ItemViewModel(
      id: target.id, address: target.address,
      repository: dependencies.resource(Model.self))
    await drive("ItemViewModel<\(Model.self)>.\(call)", reporting: viewModel.action) {
      await viewModel.perform(action)
    }
    let code = present(
      viewModel.action, write: true,
      text: { renderer.performed(action, on: target.id, $0, Model.self) },
      json: { JSONOutput.performed(action, on: target.id, $0) })
    reportAfterWrite(viewModel.action.value)
    return code
  }
}
