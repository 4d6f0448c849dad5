#if canImport(Testing)
  public import Testing

  extension Trait where Self == TimeLimitTrait {
    /// The time limit Strata's suites use, which turns a hang into a named failure. It is ten
    /// minutes so that a verdict never depends on how busy the machine is; timing is proven with
    /// injected clocks.
    public static var hangGuard: Self { .timeLimit(.minutes(10)) }
  }
#endif
