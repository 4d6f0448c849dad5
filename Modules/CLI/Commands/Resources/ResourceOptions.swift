import Domain
import Foundation

/// The options of a resource's commands, declared once from its schema: one per parameter of
/// its collection's path (`--user-id N`), and one per field (`--due-on DATE`), named in kebab
/// case after the name the server uses.
///
/// A field and a path parameter of the same name (`userId` of `/users/{userId}/todos`) are one
/// option: it names the collection and fills the field.
enum ResourceOptions<Model: Resource> {
  /// The option for each parameter of the collection's path, in the path's order.
  static var collection: [Option<PathValue>] {
    Model.schema.collectionParameters.map(parameter)
  }

  /// The option for each parameter the item's path shares with the collection's.
  static var item: [Option<PathValue>] {
    let shared = Set(Model.schema.itemParameters.map(\.name))
    return Model.schema.collectionParameters.filter { shared.contains($0.name) }.map(parameter)
  }

  /// The option for each field, in the schema's order; those a path parameter already gives
  /// are left out.
  static var fields: [OptionDeclaration] {
    let parameters = Set(Model.schema.collectionParameters.map(\.name))
    return Model.schema.fields.filter { !parameters.contains($0.key) }.map { field in
      OptionDeclaration(
        name: name(of: field.key), valueName: field.kind.placeholder,
        help: "\(field.label)\(field.isOptional ? " (optional)" : "").", defaultText: nil,
        requirement: nil)
    }
  }

  /// `--clear FIELDS`: the optional fields an edit clears.
  static var clear: Option<String?> {
    Option<String?>.text(
      "--clear", valueName: "FIELDS",
      help: "Clear these optional fields, named as their options are and separated by commas, "
        + "such as --clear \(clearExample).")
  }

  /// The values of the collection's parameters, read from `arguments`.
  static func collectionValues(_ arguments: ParsedArguments, options: [Option<PathValue>])
    throws(UsageError) -> PathValues
  {
    var values: PathValues = [:]
    for (parameter, option) in zip(Model.schema.collectionParameters, options) {
      values[parameter.name] = try arguments.value(of: option)
    }
    return values
  }

  /// What was typed for each field, by key: a field's option, a path parameter that is also a
  /// field, and `--clear`.
  static func input(_ arguments: ParsedArguments, collection: PathValues, command: String)
    throws(UsageError) -> [String: FieldInput]
  {
    var input: [String: FieldInput] = [:]
    for field in Model.schema.fields {
      if let value = collection[field.key] {
        switch value {
        case .integer(let number): input[field.key] = .value(.integer(number))
        case .text(let text): input[field.key] = .value(.text(text))
        }
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
          message: "--clear names \(option), which is not a field of "
            + "\(Model.schema.names.singularWords).",
          command: command)
      }
      guard field.isOptional else {
        throw UsageError(
          message: "--clear \(option): \(field.label) is required, so it cannot be cleared.",
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

  /// A name in words inside a sentence: `boardId` → "board ID" (an acronym keeps its capitals).
  private static func phrase(_ name: String) -> String {
    let words = ResourceNames.words(name)
    let first = words.prefix { $0 != " " }
    guard first.count < 2 || first != first.uppercased() else { return words }
    return words.prefix(1).lowercased() + words.dropFirst()
  }

  private static func parameter(_ parameter: PathParameter) -> Option<PathValue> {
    let isNumber = parameter.kind == .integer
    return Option<PathValue>(
      declaration: OptionDeclaration(
        name: name(of: parameter.name), valueName: isNumber ? "N" : "TEXT",
        help: "The \(phrase(parameter.name)) in \(Model.schema.collection).",
        defaultText: nil,
        requirement: isNumber ? PositiveInteger.requirement : "must not be empty",
        isRequired: true),
      parse: { try? parameter.value(from: $0) },
      defaultValue: nil)
  }
}

extension ResourceOptions {
  /// The values of the parameters the item's path shares with the collection's, read from
  /// `arguments`.
  static func itemCollection(_ arguments: ParsedArguments) throws(UsageError) -> PathValues {
    var values: PathValues = [:]
    let shared = Set(Model.schema.itemParameters.map(\.name))
    for (parameter, option) in zip(
      Model.schema.collectionParameters.filter { shared.contains($0.name) }, item)
    {
      values[parameter.name] = try arguments.value(of: option)
    }
    return values
  }
}

/// The item a `show`, `edit` or `delete` command acts on: its identifier, the command's one
/// argument, and the collection it is in, from the options its path shares with the
/// collection's. Declared and read here once, so the three commands cannot come to differ.
struct ItemAddress<Model: Resource> {
  let id: Int
  let collection: PathValues

  /// The options that name the collection.
  static var options: [OptionDeclaration] { ResourceOptions<Model>.item.map(\.declaration) }

  /// The identifier argument, with `help` saying what the command does to the item.
  static func argument(help: String) -> Argument<Int> { .positiveInteger("id", help: help) }

  /// Reads the identifier (`argument`) and the collection from `arguments`.
  init(_ arguments: ParsedArguments, id argument: Argument<Int>) throws(UsageError) {
    id = try arguments.value(of: argument)
    collection = try ResourceOptions<Model>.itemCollection(arguments)
  }
}
