extension BinaryInteger {
    /// The number in hexadecimal, zero-padded to at least `width` digits:
    /// `0x1B.hexDigits(width: 4)` is `001b`.
    public func hexDigits(width: Int, uppercase: Bool = false) -> String {
        let digits = String(self, radix: 16, uppercase: uppercase)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
