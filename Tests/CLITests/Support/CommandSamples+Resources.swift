import Domain
import Foundation
import Networking
import Testing

@testable import CLI

/// The resources the app ships, as the tests that drive them find them: which allows an action,
/// its commands' arguments, its collection's path and how that collection pages and writes.
extension CommandSamples {
  /// A resource the app ships that allows `action`, with a collection's path filled in, or `nil`.
  static func resource(allowing action: ResourceAction) -> (any Resource.Type, String)? {
    for model in Resources.all {
      if let path = collectionPath(of: model, allowing: action) { return (model, path) }
    }
    return nil
  }

  /// The arguments of `model`'s command `action` (`todo add …`).
  static func arguments(_ model: any Resource.Type, _ action: ResourceAction) -> [String]? {
    let names = self.names(of: model)
    let name = action == .list ? names.listCommand : "\(names.itemCommand) \(action.rawValue)"
    return CommandList.definitions.first { $0.name == name }.map(arguments(for:))
  }

  /// `strata <items> …` of the first listable resource the app ships; `nil` when it has none.
  static var firstList: [String]? {
    resource(allowing: .list).flatMap { model, _ in arguments(model, .list) }
  }

  /// `strata <item> add …` of the first resource that allows adding, every field given, or `nil`.
  static var firstAdd: [String]? {
    resource(allowing: .add).flatMap { model, _ in arguments(model, .add) }
  }

  /// What `model` is called.
  static func names(of model: any Resource.Type) -> ResourceNames {
    names(model)
  }

  private static func names<Model: Resource>(_ model: Model.Type) -> ResourceNames {
    Model.schema.names
  }

  /// Every collection path of the resources the app ships, filled in, each once (two resources
  /// may be one collection, kept two ways, as three servers keep the same books).
  static var collectionPaths: [String] {
    var seen = Set<String>()
    return Resources.all.compactMap { collectionPath(of: $0, allowing: nil) }.filter {
      seen.insert($0).inserted
    }
  }

  /// How the app pages the collection at `path`: as its first resource says, or as the API does.
  static func paging(ofCollection path: String) -> Paging {
    model(at: path).flatMap { routePaging(of: $0) } ?? Dependencies.apiPaging
  }

  /// How the records of the collection at `path` are written, as the first resource there says.
  static func records(ofCollection path: String) -> RecordFormat {
    model(at: path).map { records(of: $0) } ?? .bare
  }

  private static func records<Model: AppResource>(of model: Model.Type) -> RecordFormat {
    Model.route.records
  }

  /// How the collection at `path` edits its items, `PATCH` or `PUT`, as its first resource says.
  static func editMethod(ofCollection path: String) -> String {
    model(at: path).map { editMethod(of: $0) } ?? "PATCH"
  }

  private static func editMethod<Model: AppResource>(of model: Model.Type) -> String {
    Model.route.edits == .put ? "PUT" : "PATCH"
  }

  /// What the identifiers of the collection at `path` are, as the first resource there says.
  static func identifierKind(ofCollection path: String) -> FieldKind {
    model(at: path).map { identifierKind(of: $0) } ?? .integer
  }

  /// Where the items of the collection at `path` are, as the first resource there says: its item
  /// path filled in as the collection's is, up to the identifier (`/notes` for
  /// `/comments/1/notes`, whose items are `/notes/{id}`); `path` itself when it says nothing.
  static func itemParent(ofCollection path: String) -> String {
    model(at: path).flatMap { itemParent(of: $0) } ?? path
  }

  private static func itemParent<Model: AppResource>(of model: Model.Type) -> String? {
    var values = address(of: Model.self)
    values["id"] = .text("{id}")
    guard let components = try? Model.route.item.components(with: values) else { return nil }
    return "/" + components.prefix { $0 != "{id}" }.joined(separator: "/")
  }

  /// The first resource the app ships whose collection is at `path`.
  private static func model(at path: String) -> (any AppResource.Type)? {
    Resources.all.first { collectionPath(of: $0, allowing: nil) == path }
  }

  private static func routePaging<Model: AppResource>(of model: Model.Type) -> Paging? {
    Model.route.paging
  }

  private static func identifierKind<Model: AppResource>(of model: Model.Type) -> FieldKind {
    Model.ID.fieldKind
  }

  /// `model`'s collection path, filled in, when it allows `action` (any, when `nil`).
  static func collectionPath<Model: AppResource>(
    of model: Model.Type, allowing action: ResourceAction?
  ) -> String? {
    if let action, !Model.schema.allows(action) { return nil }
    guard let components = try? Model.route.collection.components(with: address(of: Model.self))
    else { return nil }
    return "/" + components.joined(separator: "/")
  }

  /// A value for each part of `model`'s address, as ``value(for:)`` would give it.
  private static func address<Model: AppResource>(of model: Model.Type) -> FieldValues {
    var values: FieldValues = [:]
    for part in Model.Address.parts {
      values[part.key] =
        switch part.kind {
        case .integer: .integer(1)
        case .uuid: .text("00000000-0000-4000-8000-000000000001")
        default: .text("general")
        }
    }
    return values
  }
}

extension Trait where Self == ConditionTrait {
  /// Runs a test only when the app ships a resource that allows `action`, else skips it saying why.
  static func needsResource(allowing action: ResourceAction) -> Self {
    .enabled(
      if: CommandSamples.resource(allowing: action) != nil,
      "no resource of the app allows \(action.rawValue) yet")
  }
}
