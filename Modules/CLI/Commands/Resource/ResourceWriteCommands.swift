import Domain
import Features
import Networking
import Repositories

/// `strata todo add --title "Buy milk" [--completed true]`: adds an item, for any resource that
/// may be added to; queued when the server cannot be reached.
struct ResourceAddCommand<Model: AppResource>: Command {
  static var definition: CommandDefinition {
    let names = Model.schema.names
    return CommandDefinition(
      name: "\(names.itemCommand) add", summary: "Add a \(Model.singularWords).",
      discussion: "Add a \(Model.singularWords): POST \(Model.route.collection). The values are "
        + "checked first, by their kinds and the app's rules, and nothing is sent if one is "
        + "wrong. When the server cannot be reached (or with --offline), the "
        + "\(Model.singularWords) waits in the outbox, and 'strata sync' sends it.",
      options: ResourceOptions<Model>.address.map(\.declaration),
      fields: ResourceOptions<Model>.fields, worksOffline: true)
  }

  let address: Model.Address
  let input: [String: FieldInput]

  init(_ arguments: ParsedArguments) throws(UsageError) {
    address = try ResourceOptions<Model>.fullAddress(arguments, command: Self.definition.name)
    input = try ResourceOptions<Model>.input(
      arguments, address: address.values, command: Self.definition.name)
  }

  @MainActor func run(in context: CommandContext) async -> ExitCode {
    let form = ResourceFormViewModel<Model>(
      .add, address: address, repository: context.dependencies.resource(Model.self))
    return await context.submit(form, input: input, call: "add")
  }
}

/// `strata todo edit <id> --completed true [--clear note]`: changes some fields of an item, as
/// it is now; only the changed fields are sent.
struct ResourceEditCommand<Model: AppResource>: Command {
  static var definition: CommandDefinition {
    ItemTarget<Model>.definition(
      "edit", help: "The item to change.", summary: "Change a \(Model.singularWords).",
      discussion: "Change some fields of a \(Model.singularWords): PATCH \(Model.route.item) "
        + "with only those. The \(Model.singularWords) is read first (its stored copy with "
        + "--offline), and its values tell a conflict. Give each field to change its new value; "
        + "clear an optional one with --clear. When the server cannot be reached (or with "
        + "--offline), the change waits in the outbox, and 'strata sync' sends it, unless the "
        + "server's value of a field it changes was changed meanwhile: then it is a conflict, "
        + "shown by 'strata outbox'. An item added here and not sent yet (+3) has its waiting "
        + "add changed.",
      options: [ResourceOptions<Model>.clear.declaration], fields: ResourceOptions<Model>.fields)
  }

  let target: ItemTarget<Model>
  let input: [String: FieldInput]

  init(_ arguments: ParsedArguments) throws(UsageError) {
    target = try ItemTarget(arguments)
    input = try ResourceOptions<Model>.input(
      arguments, address: [:], command: Self.definition.name)
  }

  @MainActor func run(in context: CommandContext) async -> ExitCode {
    let repository = context.dependencies.resource(Model.self)
    // The edit starts from the item as it is: what the person changes it from.
    let item = ItemViewModel(
      id: target.id, address: target.address, repository: repository, policy: context.policy)
    await context.drive("ItemViewModel<\(Model.self)>.load()", reporting: item.state) {
      await item.load()
    }
    guard let seen = item.state.value else {
      return context.present(item.state, text: { _ in "" }, json: JSONOutput.shown)
    }
    let form = ResourceFormViewModel<Model>(
      .edit(seen), address: target.address, repository: repository)
    return await context.submit(form, input: input, call: "edit")
  }
}

/// `strata todo delete <id>`: removes an item; queued when the server cannot be reached.
struct ResourceDeleteCommand<Model: AppResource>: Command {
  static var definition: CommandDefinition {
    ItemTarget<Model>.definition(
      "delete", help: "The item to delete.", summary: "Delete a \(Model.singularWords).",
      discussion: "Delete a \(Model.singularWords): DELETE \(Model.route.item). One that is "
        + "already gone counts as deleted. When the server cannot be reached (or with "
        + "--offline), the delete waits in the outbox, and 'strata sync' sends it. Deleting an "
        + "item added here and not sent yet (+3) discards its waiting add.")
  }

  let target: ItemTarget<Model>

  init(_ arguments: ParsedArguments) throws(UsageError) {
    target = try ItemTarget(arguments)
  }

  @MainActor func run(in context: CommandContext) async -> ExitCode {
    await context.perform(.delete, on: target, call: "delete()")
  }
}

/// `strata book archive <id>`: an action of the resource's own on one item, sent as `POST` to its
/// route's path and queued when the server cannot be reached. One value per action, not a type
/// each, so actions need no command-line code of their own.
struct ResourceActionCommand<Model: AppResource>: RunnableCommand {
  let action: ResourceAction
  let target: ItemTarget<Model>

  /// The command of `action`: its definition, and how to read its arguments.
  static func entry(for action: ResourceAction) -> CommandEntry {
    let words = ResourceWords.phrase(action.rawValue)
    let sentence = words.prefix(1).uppercased() + words.dropFirst()
    let definition = ItemTarget<Model>.definition(
      ResourceNames.kebab(action.rawValue), help: "The item to \(words).",
      summary: "\(sentence) a \(Model.singularWords).",
      discussion: "\(sentence) a \(Model.singularWords): POST \(Model.route.path(of: action)). "
        + "When the server cannot be reached (or with --offline), it waits in the outbox, and "
        + "'strata sync' sends it.")
    return CommandEntry(definition: definition) { arguments throws(UsageError) in
      ResourceActionCommand(action: action, target: try ItemTarget(arguments))
    }
  }

  @MainActor func run(in context: CommandContext) async -> ExitCode {
    await context.perform(action, on: target, call: "perform(\(action.rawValue))")
  }
}
