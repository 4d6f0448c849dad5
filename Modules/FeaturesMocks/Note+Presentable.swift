public import DomainMocks
public import Features

/// How the test resource `Note` reads: every default.
extension Note: Presentable {}
