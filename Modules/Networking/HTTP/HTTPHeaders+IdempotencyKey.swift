/// `Idempotency-Key` (IETF `draft-ietf-httpapi-idempotency-key-header`): a key that makes a
/// repeat of a write the same write; every write sets it, and a `POST` is retried only with it.
extension HTTPHeaders {
  /// The header's name.
  public static let idempotencyKeyName = "Idempotency-Key"

  /// A list holding only `key`, as a write sends it.
  public init(idempotencyKey key: String) {
    self.init()
    idempotencyKey = key
  }

  /// The key, when the list holds one.
  public var idempotencyKey: String? {
    get { self[Self.idempotencyKeyName] }
    set { self[Self.idempotencyKeyName] = newValue }
  }
}
