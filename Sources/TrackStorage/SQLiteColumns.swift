import FoundationEssentials

/// The result columns of a query as an enumeration, in the order the query
/// selects them: the select list is written from the cases and each row is
/// read by case, so a column can be neither misnumbered nor out of step with
/// the SQL. Raw values count from 0 in declaration order, as SQLite numbers
/// result columns.
protocol SQLiteColumns: CaseIterable, RawRepresentable where RawValue == Int32 {
    /// The column's SQL: a name, or an expression.
    var expression: String { get }
}

extension SQLiteColumns {
    /// `a, b, substr(c, 1, 200)`: the select list, in case order.
    static var selectList: String { allCases.map(\.expression).joined(separator: ", ") }
}

extension SQLiteStatement {
    func int64<Column: SQLiteColumns>(_ column: Column) -> Int64 { int64(column.rawValue) }
    func double<Column: SQLiteColumns>(_ column: Column) -> Double { double(column.rawValue) }
    func optionalDouble<Column: SQLiteColumns>(_ column: Column) -> Double? { optionalDouble(column.rawValue) }
    func optionalInt<Column: SQLiteColumns>(_ column: Column) -> Int? { optionalInt(column.rawValue) }
    func text<Column: SQLiteColumns>(_ column: Column) -> String? { text(column.rawValue) }

    /// The text in `column`, cut to its first `maximumCharacters`
    /// characters: a name of any length another program wrote costs no more
    /// to read than a long one trackd would take.
    func text<Column: SQLiteColumns>(_ column: Column, maximumCharacters: Int) -> String? {
        text(column.rawValue, maximumBytes: maximumCharacters * 4).map {
            // No more bytes than characters allowed: short enough as it is.
            $0.utf8.count <= maximumCharacters ? $0 : String($0.prefix(maximumCharacters))
        }
    }

    /// The time in `column` (seconds since 1970), if any.
    func optionalDate<Column: SQLiteColumns>(_ column: Column) -> Date? {
        optionalDouble(column).map(Date.init(timeIntervalSince1970:))
    }
}
