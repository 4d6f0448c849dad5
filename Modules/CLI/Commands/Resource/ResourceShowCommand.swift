import Domain
import Features
import Networking
import Repositories

/// `strata todo show <id>`: one item of a resource, for any resource.
struct ResourceShowCommand<Model: AppResource>: Command {
  static var definition: CommandDefinition {
    ItemTarget<Model>.definition(
      "show", help: "The item to show.", summary: "Show one \(Model.singularWords).",
      discussion: "Show one \(Model.singularWords), from \(Model.route.item), as it will be once "
        + "any change to it waiting in the outbox is sent."
        + ResourceRelations<Model>.discussion)
  }

  let target: ItemTarget<Model>

  init(_ arguments: ParsedArguments) throws(UsageError) {
    target = try ItemTarget(arguments)
  }

  @MainActor func run(in context: CommandContext) async -> ExitCode {
    let viewModel = ItemViewModel(
      id: target.id, address: target.address,
      repository: context.dependencies.resource(Model.self), policy: context.policy)
    await context.drive("ItemViewModel<\(Model.self)>.load()", reporting: viewModel.state) {
      await viewModel.load()
    }
    return context.present(
      viewModel.state, text: { context.renderer.item($0, address: target.address) },
      json: JSONOutput.shown)
  }
}
