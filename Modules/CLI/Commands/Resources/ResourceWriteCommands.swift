import Domain
import Features
import Repositories

/// `strata todo add --title "Buy milk" [--completed true]`: adds an item, for any resource that
/// may be added to; queued when the server cannot be reached.
struct ResourceAddCommand<Model: Resource>: Command {
  static var definition: CommandDefinition {
    let names = Model.schema.names
    return CommandDefinition(
      name: "\(names.itemCommand) add", summary: "Add a \(names.singularWords).",
      discussion: "Add a \(names.singularWords): POST \(Model.schema.collection). The values are "
        + "checked first, and nothing is sent if one is wrong. When the server cannot be reached "
        + "(or with --offline), the \(names.singularWords) waits in the outbox, and "
        + "'strata sync' sends it.",
      options: ResourceOptions<Model>.collection.map(\.declaration),
      fields: ResourceOptions<Model>.fields, worksOffline: true)
  }

  let collection: PathValues
  let input: [String: FieldInput]

  init(_ arguments: ParsedArguments) throws(UsageError) {
    collection = try ResourceOptions<Model>.collectionValues(
      arguments, options: ResourceOptions<Model>.collection)
    input = try ResourceOptions<Model>.input(
      arguments, collection: collection, command: Self.definition.name)
  }

  @MainActor func run(in context: CommandContext) async -> ExitCode {
    let form = ResourceFormViewModel<Model>(
      .add, collection: collection, repository: context.dependencies.resource(Model.self))
    return await context.submit(form, input: input, call: "add")
  }
}

/// `strata todo edit <id> --completed true [--clear note]`: changes some fields of an item; only
/// the changed fields are sent.
struct ResourceEditCommand<Model: Resource>: Command {
  static var id: Argument<Int> { ItemAddress<Model>.argument(help: "The item to change.") }

  static var definition: CommandDefinition {
    let names = Model.schema.names
    return CommandDefinition(
      name: "\(names.itemCommand) edit", summary: "Change a \(names.singularWords).",
      discussion: "Change some fields of a \(names.singularWords): PATCH \(Model.schema.item) "
        + "with only those. Give each field to change its new value; clear an optional one with "
        + "--clear. When the server cannot be reached (or with --offline), the change waits in "
        + "the outbox, and 'strata sync' sends it, unless the server's value of a field it "
        + "changes was changed meanwhile: then it is a conflict, shown by 'strata outbox'.",
      arguments: [id.declaration],
      options: ItemAddress<Model>.options + [
        ResourceOptions<Model>.clear.declaration
      ],
      fields: ResourceOptions<Model>.fields, worksOffline: true)
  }

  let item: ItemAddress<Model>
  let input: [String: FieldInput]

  init(_ arguments: ParsedArguments) throws(UsageError) {
    item = try ItemAddress(arguments, id: Self.id)
    input = try ResourceOptions<Model>.input(
      arguments, collection: [:], command: Self.definition.name)
  }

  @MainActor func run(in context: CommandContext) async -> ExitCode {
    let repository = context.dependencies.resource(Model.self)
    let form = ResourceFormViewModel<Model>(
      .edit(id: item.id, seen: nil), collection: item.collection, repository: repository)
    return await context.submit(form, input: input, call: "edit")
  }
}

/// `strata todo delete <id>`: removes an item; queued when the server cannot be reached.
struct ResourceDeleteCommand<Model: Resource>: Command {
  static var id: Argument<Int> { ItemAddress<Model>.argument(help: "The item to delete.") }

  static var definition: CommandDefinition {
    let names = Model.schema.names
    return CommandDefinition(
      name: "\(names.itemCommand) delete", summary: "Delete a \(names.singularWords).",
      discussion: "Delete a \(names.singularWords): DELETE \(Model.schema.item). One that is "
        + "already gone counts as deleted. When the server cannot be reached (or with "
        + "--offline), the delete waits in the outbox, and 'strata sync' sends it.",
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
      repository: context.dependencies.resource(Model.self))
    await context.drive("ItemViewModel<\(Model.self)>.delete()", reporting: viewModel.deletion) {
      await viewModel.delete()
    }
    let code = context.present(
      viewModel.deletion, text: context.renderer.deletion(of: Model.self),
      json: JSONOutput.deletion)
    if let queued = viewModel.deletion.value?.queued {
      context.console.printError(context.renderer.queued(queued))
    }
    return code
  }
}
