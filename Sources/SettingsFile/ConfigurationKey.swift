/// The keys one program's configuration file may hold, as one list: the
/// parser reads each value through its case (a key is spelled once, in the
/// case's raw value), a file's other keys are what it does not know
/// (``ConfigurationFile/unknownKeys(_:)``), and the file that documents
/// them (`trackd.conf`, `trackweb.conf`, from which the man pages are made)
/// is checked against `allCases` by the tests.
public protocol ConfigurationKey: RawRepresentable<String>, CaseIterable, Sendable {}
