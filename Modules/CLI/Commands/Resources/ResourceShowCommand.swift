import Domain
import Features

/// `strata todo show <id>`: one item of a resource, for any resource.
struct ResourceShowCommand<Model: Resource>: Command {
  static var id: Argument<Int> { ItemAddress<Model>.argument(help: "The item to show.") }

  static var definition: CommandDefinition {
    let names = Model.schema.names
    return CommandDefinition(
      name: "\(names.itemCommand) show", summary: "Show one \(names.singularWords).",
      discussion: "Show one \(names.singularWords), from \(Model.schema.item), as it will be once "
        + "any change to it waiting in the outbox is sent.",
      arguments: [id.declaration], options: ItemAddress<Model>.options,
      worksOffline: true)
  }

  let item: ItemAddress<Model>

  init(_ arguments: ParsedArguments) throws(UsageError) {
    item = try ItemAddress(arguments, id: Self.id)
  }

  @MainActor func run(in context: CommandContext) async -> ExitCode {
    let viewModel = ItemViewModel(
      id: item.id, collection: item.collection,
      repository: context.dependencies.resource(Model.self),
      policy: context.policy)
    await context.drive("ItemViewModel<\(Model.self)>.load()", reporting: viewModel.state) {
      await viewModel.load()
    }
    return context.present(
      viewModel.state, text: context.renderer.item, json: JSONOutput.shown)
  }
}
