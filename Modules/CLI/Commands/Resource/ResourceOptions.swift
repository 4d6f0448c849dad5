import Domain
import Features
import Foundation
import Networking
import Repositories

/// The options of a resource's commands, one per address part (`--user-id N`) and per field
/// (`--due-on DATE`), in kebab case after the server's names. A field that is also an address part
/// (`userId` of `/users/{userId}/todos`) is one option for both.
enum ResourceOptions<Model: AppResource> {
  /// The option for each part of the address, in its order.
  static var address: [Option<FieldValue>] {
    Model.Address.parts.map(part)
  }

  /// The option for each part of the address the item's path names.
  static var item: [Option<FieldValue>] {
    let scope = Model.route.itemScope
    return Model.Address.parts.filter { scope.contains($0.key) }.map(part)
  }

  /// The option for each field the address does not give, in the schema's order.
  static var fields: [OptionDeclaration] {
    let parts = Set(Model.Address.parts.map(\.key))
    return Model.schema.fields.filter { !parts.contains($0.key) }.map { field in
      OptionDeclaration(
        name: name(of: field.key), valueName: field.kind.placeholder,
        help: "\(Model.label(of: field))\(field.isOptional ? " (optional)" : "").",
        defaultText: nil, requirement: nil)
    }
  }

  /// `--clear FIELDS`: the optional fields an edit clears.
  static var clear: Option<String?> {
    Option<String?>.text(
      "--clear", valueName: "FIELDS",
      help: "Clear these optional fields, named as their options are and separated by commas, "
        + "such as --clear \(clearExample).")
  }

  /// The address read from `arguments`: its parts from `options`, the rest left out (an item
  /// whose path names only some of them).
  static func address(_ arguments: ParsedArguments, options: [Option<FieldValue>])
    throws(UsageError) -> FieldValues
  {
    var values: FieldValues = [:]
    for option in options {
      let key = String(option.declaration.name.dropFirst(2))
      guard let part = Model.Address.parts.first(where: { ResourceNames.kebab($0.key) == key })
      else { continue }
      values[part.key] = try arguments.value(of: option)
    }
    return values
  }

  /// The whole address, read from `arguments`.
  static func fullAddress(_ arguments: ParsedArguments, command: String) throws(UsageError)
    -> Model.Address
  {
    let values = try address(arguments, options: address)
    do {
      return try Model.Address(values: values)
    } catch {
      throw UsageError(
        message: "The options do not name a collection of \(Model.pluralWords).",
        command: command)
    }
  }

  /// What was typed for each field, by key: a field's option, a part of the address that is
  /// also a field, and `--clear`.
  static func input(_ arguments: ParsedArguments, address: FieldValues, command: String)
    throws(UsageError) -> [String: FieldInput]
  {
    var input: [String: FieldInput] = [:]
    for field in Model.schema.fields {
      if let value = address[field.key] {
        input[field.key] = .value(value)
      } else if let text = arguments.values[name(of: field.key)] {
        input[field.key] = .text(text)
      }
    }
    let cleared = (try arguments.value(of: clear)) ?? ""
    for option in cleared.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) })
    where !option.isEmpty {
      guard let field = Model.schema.fields.first(where: { name(of: $0.key) == "--" + option })
      else {
        throw UsageError(
          message: "--clear names \(option), which is not a field of \(Model.singularWords).",
          command: command)
      }
      guard field.isOptional else {
        throw UsageError(
          message: "--clear \(option): \(Model.label(of: field)) is required, so it cannot be "
            + "cleared.",
          command: command)
      }
      guard input[field.key] == nil else {
        throw UsageError(
          message: "--\(option) is both given and cleared; say one.", command: command)
      }
      input[field.key] = .clear
    }
    return input
  }

  /// `--user-id` for `userId`.
  static func name(of key: String) -> String {
    "--" + ResourceNames.kebab(key)
  }

  private static var clearExample: String {
    let optional = Model.schema.fields.filter(\.isOptional).prefix(2).map {
      String(name(of: $0.key).dropFirst(2))
    }
    return optional.isEmpty ? "note" : optional.joined(separator: ",")
  }

  private static func part(_ part: AddressPart<Model.Address>) -> Option<FieldValue> {
    Option<FieldValue>(
      declaration: OptionDeclaration(
        name: name(of: part.key),
        valueName: part.kind.placeholder,
        help: "The \(ResourceWords.phrase(part.key)) in \(Model.route.collection).",
        defaultText: nil, requirement: requirement(of: part.kind), isRequired: true),
      parse: { text in identifier(text, kind: part.kind) },
      defaultValue: nil)
  }

  /// What an identifier of `kind` must be, in words.
  static func requirement(of kind: FieldKind) -> String {
    switch kind {
    case .integer: PositiveInteger.requirement
    case .uuid: "must be a UUID"
    default: "must not be empty"
    }
  }

  /// `text` read as an identifier of `kind`: a whole number from 1, a UUID, or non-empty text.
  static func identifier(_ text: String, kind: FieldKind) -> FieldValue? {
    switch kind {
    case .integer: Int(text: text).map(FieldValue.integer)
    case .uuid: UUID(text: text).map { .text($0.uuidString) }
    default: String(text: text).map(FieldValue.text)
    }
  }
}

/// The item a `show`, `edit`, `delete` or action command acts on: its identifier (`3`, `dune`, or
/// `+2` for the add waiting in the outbox as change 2) and the collection its path names.
struct ItemTarget<Model: AppResource> {
  let id: Tracked<Model>.ID
  let address: Model.Address

  /// The definition of `strata <item> <verb> <id>`, declared here for every item command so their
  /// arguments cannot differ.
  static func definition(
    _ verb: String, help: String, summary: String, discussion: String,
    options: [OptionDeclaration] = [], fields: [OptionDeclaration] = []
  ) -> CommandDefinition {
    CommandDefinition(
      name: "\(Model.schema.names.itemCommand) \(verb)", summary: summary,
      discussion: discussion, arguments: [argument(help: help).declaration],
      options: ResourceOptions<Model>.item.map(\.declaration) + options, fields: fields,
      worksOffline: true)
  }

  /// The identifier argument, with `help` saying what the command does to the item.
  private static func argument(help: String) -> Argument<Tracked<Model>.ID> {
    let requirement =
      "must be \(Self.kindWords), or + and the number of a change waiting in the outbox"
    return Argument(
      declaration: OptionDeclaration(
        name: "id", valueName: "id", help: help, defaultText: nil, requirement: requirement,
        isRequired: true),
      parse: Tracked<Model>.ID.init(text:))
  }

  private static var kindWords: String {
    switch Model.ID.fieldKind {
    case .integer: "a whole number from 1"
    case .uuid: "a UUID"
    default: "an identifier"
    }
  }

  /// Reads the identifier and the collection from `arguments`. The parts of the address the
  /// item's path does not name are not asked for: the item is the same wherever it is listed.
  init(_ arguments: ParsedArguments) throws(UsageError) {
    // Parsing reads the argument's name and requirement, never its help.
    id = try arguments.value(of: Self.argument(help: ""))
    let values = try ResourceOptions<Model>.address(arguments, options: ResourceOptions<Model>.item)
    do {
      address = try Model.Address(naming: values)
    } catch {
      throw UsageError(
        message: "The options do not name where the \(Model.singularWords) is.",
        command: arguments.command)
    }
  }
}
