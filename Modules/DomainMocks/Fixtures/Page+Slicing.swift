public import Domain

extension Page {
  /// The page a server holding `all`, in order, answers to `request`: past the end, no items;
  /// with the total unless `counting` is `false`. What the tests' mocked servers answer.
  public init(slicing all: [Item], for request: PageRequest, counting: Bool = true) {
    let start = min(request.offset, all.count)
    let end = start + min(request.perPage, all.count - start)
    self.init(
      items: Array(all[start..<end]), page: request.page, perPage: request.perPage,
      totalCount: counting ? all.count : nil)
  }
}
