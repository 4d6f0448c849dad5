public import Domain
public import Features
public import Repositories
import RepositoriesMocks

extension ListViewModel {
  /// A list of a resource's items frozen in `state`, for previews and rendering tests.
  public static func preview<Model: Resource>(
    _ state: ViewState<Feed<Item>>, of model: Model.Type, at address: Model.Address
  ) -> ListViewModel<Item> where Item == Tracked<Model> {
    ListViewModel(
      repository: MockResourceRepository<Model>(), address: address, initialState: state)
  }
}

extension ItemViewModel {
  /// One item frozen in `state`, for previews and rendering tests.
  public static func preview(
    _ state: ViewState<Tracked<Model>>, id: Tracked<Model>.ID, at address: Model.Address
  ) -> ItemViewModel {
    ItemViewModel(
      id: id, address: address, repository: MockResourceRepository<Model>(),
      initialState: state)
  }
}
