public import Domain
public import Observation
public import Repositories

/// Edits a user's name and email, validating before anything is sent.
@MainActor
@Observable
public final class EditProfileViewModel: ViewModel {
  /// The new name, or `nil` to keep the current one.
  public var name: String?
  /// The new email address, or `nil` to keep the current one.
  public var email: String?
  /// The sentence for each invalid field after the last validation, to show beside it.
  public private(set) var fieldErrors: [ProfileField: String] = [:]
  /// The save: `idle` until ``save()``, then `loading`, then what it did (the profile as the
  /// server stored it, or as it will be, queued) or the error.
  public internal(set) var state: ViewState<Written<User?>>
  /// Whose profile this is.
  public let userID: User.ID

  private let repository: any UserRepository

  /// Creates a view model that edits `userID`'s profile through `repository`, from the draft
  /// `name` and `email`, starting in `initialState` (any, for previews and tests).
  public init(
    userID: User.ID,
    repository: any UserRepository,
    name: String? = nil,
    email: String? = nil,
    initialState: ViewState<Written<User?>> = .idle
  ) {
    self.userID = userID
    self.repository = repository
    self.name = name
    self.email = email
    self.state = initialState
  }

  /// Whether the draft is valid, so ``save()`` would send it. A view reads it in `body` (to
  /// enable its Save button): unlike ``validate()`` it changes nothing.
  public var canSave: Bool {
    do {
      _ = try ProfileUpdate(name: name, email: email)
      return true
    } catch {
      return false
    }
  }

  /// Checks the draft, updating ``fieldErrors``, and returns the update, or `nil` when invalid.
  /// A form calls it as the person types (`.onChange(of:)`, not in `body`); it changes nothing a
  /// view reads unless the errors change, so even a call while drawing cannot loop.
  @discardableResult
  public func validate() -> ProfileUpdate? {
    let update: ProfileUpdate?
    var errors: [ProfileField: String] = [:]
    do {
      update = try ProfileUpdate(name: name, email: email)
    } catch {
      update = nil
      if case .invalidFields(let problems) = error {
        errors = problems.reduce(into: [:]) { errors, entry in
          errors[entry.key] = UserFacingError.message(for: entry.value, in: entry.key)
        }
      }
    }
    if errors != fieldErrors { fieldErrors = errors }
    return update
  }

  /// Validates the draft and, only if it is valid, saves it; invalid input fails at once with an
  /// `invalidInput` error, and nothing is sent.
  public func save() async {
    if case .loading = state { return }
    let update: ProfileUpdate
    do {
      update = try ProfileUpdate(name: name, email: email)
    } catch {
      validate()
      state = .failed(UserFacingError(error))
      return
    }
    fieldErrors = [:]
    await settle(\.state) { [repository, userID] () async throws(RepositoryError) in
      Fetched(written: try await repository.updateProfile(id: userID, with: update))
    }
  }
}
