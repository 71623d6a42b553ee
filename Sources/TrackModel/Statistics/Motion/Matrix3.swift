/// A 3×3 matrix of the drifting axis model, by rows.
struct Matrix3: Sendable {
    var rows: (SIMD3<Double>, SIMD3<Double>, SIMD3<Double>)

    init(_ row0: SIMD3<Double>, _ row1: SIMD3<Double>, _ row2: SIMD3<Double>) {
        rows = (row0, row1, row2)
    }

    static let zero = Matrix3(.zero, .zero, .zero)

    var transposed: Matrix3 {
        Matrix3(
            SIMD3(rows.0.x, rows.1.x, rows.2.x), SIMD3(rows.0.y, rows.1.y, rows.2.y),
            SIMD3(rows.0.z, rows.1.z, rows.2.z))
    }

    /// The column `index`.
    func column(_ index: Int) -> SIMD3<Double> { SIMD3(rows.0[index], rows.1[index], rows.2[index]) }

    static func * (lhs: Matrix3, rhs: SIMD3<Double>) -> SIMD3<Double> {
        SIMD3((lhs.rows.0 * rhs).sum(), (lhs.rows.1 * rhs).sum(), (lhs.rows.2 * rhs).sum())
    }

    static func * (lhs: Matrix3, rhs: Matrix3) -> Matrix3 {
        let columns = rhs.transposed
        func row(_ r: SIMD3<Double>) -> SIMD3<Double> {
            SIMD3((r * columns.rows.0).sum(), (r * columns.rows.1).sum(), (r * columns.rows.2).sum())
        }
        return Matrix3(row(lhs.rows.0), row(lhs.rows.1), row(lhs.rows.2))
    }

    static func + (lhs: Matrix3, rhs: Matrix3) -> Matrix3 {
        Matrix3(lhs.rows.0 + rhs.rows.0, lhs.rows.1 + rhs.rows.1, lhs.rows.2 + rhs.rows.2)
    }

    static func - (lhs: Matrix3, rhs: Matrix3) -> Matrix3 {
        Matrix3(lhs.rows.0 - rhs.rows.0, lhs.rows.1 - rhs.rows.1, lhs.rows.2 - rhs.rows.2)
    }

    /// Every entry times `factor`.
    func scaled(by factor: Double) -> Matrix3 {
        Matrix3(factor * rows.0, factor * rows.1, factor * rows.2)
    }

    /// The outer product `column` × `row`.
    static func outer(_ column: SIMD3<Double>, _ row: SIMD3<Double>) -> Matrix3 {
        Matrix3(column.x * row, column.y * row, column.z * row)
    }

    /// The inverse, or `nil` for a singular matrix.
    var inverse: Matrix3? {
        let (a, b, c) = rows
        let cofactor0 = SIMD3(b.y * c.z - b.z * c.y, b.z * c.x - b.x * c.z, b.x * c.y - b.y * c.x)
        let determinant = (a * cofactor0).sum()
        guard determinant != 0, determinant.isFinite else { return nil }
        let cofactor1 = SIMD3(a.z * c.y - a.y * c.z, a.x * c.z - a.z * c.x, a.y * c.x - a.x * c.y)
        let cofactor2 = SIMD3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x)
        // The inverse is the transposed cofactor matrix over the determinant.
        return Matrix3(cofactor0 / determinant, cofactor1 / determinant, cofactor2 / determinant).transposed
    }
}
