import Sandbox

extension EmbeddedBackend {
  /// The sandbox (module `Sandbox`): every resource served from the data directory, no network.
  static let sandbox = EmbeddedBackend(
    namespace: "sandbox", name: "embedded sandbox", baseURL: SandboxTransport.baseURL,
    traceModule: "Sandbox", traceName: "SandboxTransport"
  ) { store, resources in
    SandboxTransport(
      store: store,
      resources: resources.map { SandboxResource($0, apiPaging: Dependencies.apiPaging) })
  }
}
