public import Domain
public import Features
import Foundation
public import Observation
import Repositories

/// A user's profile: the name, then one labelled row per known field. `e` edits it.
@MainActor
@Observable
public final class ProfileScreen: Screen {
  /// The profile's view model.
  public let viewModel: ProfileViewModel
  /// A word for the footer, such as "Saved."; cleared by the next key.
  private var message: String?
  /// Set when an edit was saved: the profile is read again when the screen shows next.
  @ObservationIgnored private var isOutdated = false
  @ObservationIgnored private let environment: SampleEnvironment
  @ObservationIgnored private let work = ScreenTask()

  /// Creates the screen for `viewModel`, opening the edit form with `environment`.
  public init(viewModel: ProfileViewModel, environment: SampleEnvironment) {
    self.viewModel = viewModel
    self.environment = environment
  }

  /// Creates the screen and its view model for `userID` from `environment`.
  public convenience init(userID: User.ID, environment: SampleEnvironment) {
    self.init(
      viewModel: ProfileViewModel(
        userID: userID, repository: environment.users, policy: environment.browse.policy),
      environment: environment)
  }

  /// "Profile", with the username once loaded.
  public var title: String {
    guard let user = viewModel.state.value else { return "Profile" }
    return "Profile · @\(user.username)"
  }

  /// The name, the username and one labelled row per known field; or the load's state.
  public func body(in size: TerminalSize) -> ScreenContent {
    guard case .loaded(let user, let notices) = viewModel.state else {
      return ScreenContent(
        lines: Rows.unloaded(viewModel.state, "Loading the profile…", width: size.columns),
        footer: footer)
    }
    var lines: [Frame.Line] = [
      "", Frame.Line(Rows.margin + user.name, .title),
      Frame.Line(Rows.margin + "@" + user.username, .secondary), "",
    ]
    for (label, value) in user.details {
      let label = label.padding(toLength: 9, withPad: " ", startingAt: 0)
      lines.append(Frame.Line(Rows.margin + label + " " + value))
    }
    return ScreenContent(
      lines: lines, banner: Banner.text(for: notices, now: environment.browse.now()),
      footer: footer)
  }

  /// Opens the edit form, and reloads.
  public func handle(_ key: Key, in size: TerminalSize) -> Navigation {
    message = nil
    switch key {
    case .character("e"):
      guard let user = viewModel.state.value else { return .handled }
      // Offline too: the change waits in the outbox, and the profile shows it at once.
      let form = EditProfileViewModel(userID: viewModel.userID, repository: environment.users)
      return .push(
        EditProfileScreen(viewModel: form, current: user) { [weak self] written in
          self?.isOutdated = true
          self?.message = written.queued == nil ? "Saved." : EditProfileScreen.queued
        })
    case .character("r"):
      work.reload(viewModel.state) { [viewModel] in await viewModel.load() }
      return .handled
    default:
      return .unhandled
    }
  }

  /// Loads the profile the first time the screen shows, and again after an edit was saved.
  public func appear() {
    let isIdle = if case .idle = viewModel.state { true } else { false }
    guard isIdle || isOutdated else { return }
    isOutdated = false
    work.run { [viewModel] in await viewModel.load() }
  }

  /// Cancels a load in flight.
  public func disappear() {
    work.cancel()
  }

  private var footer: Footer {
    if let message { return .status(message) }
    return .keys([
      KeyHelp("e", "edit"), KeyHelp("r", "reload"), KeyHelp("Esc", "back"), KeyHelp("q", "quit"),
    ])
  }
}
