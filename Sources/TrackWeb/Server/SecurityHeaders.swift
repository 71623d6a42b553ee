import HTTPTypes
import Hummingbird

/// The headers every response carries: the page runs only its own scripts
/// and styles and fetches only from trackweb, map tiles aside; it is never
/// framed, never sniffed, and sends no referrer to the tile server.
struct SecurityHeaders: Sendable {
    let contentSecurityPolicy: String

    /// For a page whose tiles come from `tileOrigin` (none: no tiles).
    init(tileOrigin: String?) {
        let images = ["'self'", "data:"] + (tileOrigin.map { [$0] } ?? [])
        contentSecurityPolicy = [
            "default-src 'self'", "img-src \(images.joined(separator: " "))", "script-src 'self'",
            "style-src 'self'", "connect-src 'self'", "frame-ancestors 'none'", "base-uri 'none'",
            "form-action 'self'",
        ].joined(separator: "; ")
    }

    func apply(to headers: inout HTTPFields) {
        headers[.contentSecurityPolicy] = contentSecurityPolicy
        headers[.xContentTypeOptions] = "nosniff"
        headers[.referrerPolicy] = "no-referrer"
        headers[.frameOptions] = "DENY"
        if headers[.cacheControl] == nil { headers[.cacheControl] = "no-store" }
    }
}
