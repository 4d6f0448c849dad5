#if canImport(Testing)
  public import Testing

  extension Trait where Self == TimeLimitTrait {
    /// The one time limit Strata's suites use: a guard that turns a hang into a named failure,
    /// never a measure of speed.
    ///
    /// Ten minutes, because a verdict must not depend on how busy the machine is, and a real hang
    /// still ends in minutes, not at a CI job's timeout. What a duration proves (a retry waited, a
    /// deadline held) is proven with injected clocks, never with this.
    public static var hangGuard: Self { .timeLimit(.minutes(10)) }
  }
#endif
