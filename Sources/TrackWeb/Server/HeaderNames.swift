import HTTPTypes

extension HTTPField.Name {
    /// Where the browser says a request came from (`same-origin`,
    /// `same-site`, `cross-site`, `none`).
    static let secFetchSite = HTTPField.Name("Sec-Fetch-Site")!
    static let referrerPolicy = HTTPField.Name("Referrer-Policy")!
    static let frameOptions = HTTPField.Name("X-Frame-Options")!
}
