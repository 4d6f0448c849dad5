import DomainMocks
import Networking
import TestSupport

@testable import Repositories

extension StoreFixture {
  /// An outbox sending `Note`s through `api`, every change keyed `key`.
  func outbox(api: any APIClient) -> Outbox {
    outbox(sending: [ResourceChangeSender<Note>(api: api, store: store)])
  }

  /// An outbox sending `Note`s through `api`, keyed by `keys`, waiting on `clock`.
  func outbox(
    api: any APIClient, keys: KeyMaker, clock: any Clock<Duration> = ImmediateClock()
  ) -> Outbox {
    outbox(sender: ResourceChangeSender<Note>(api: api, store: store), keys: keys, clock: clock)
  }
}
