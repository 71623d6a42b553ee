import Hummingbird

/// The page's own files, built into trackweb (no files to install, no
/// build step): the HTML, its one script and one style sheet, and the
/// login page's. Each is copied into a buffer once, not once a request.
struct PageAsset: Sendable {
    let body: ByteBuffer
    let mediaType: String

    private init(_ bytes: [UInt8], _ mediaType: String) {
        body = ByteBuffer(bytes: bytes)
        self.mediaType = mediaType
    }

    static let index = PageAsset(PackageResources.index_html, "text/html; charset=utf-8")
    static let login = PageAsset(PackageResources.login_html, "text/html; charset=utf-8")
    private static let files = [
        "app.js": PageAsset(PackageResources.app_js, "text/javascript; charset=utf-8"),
        "login.js": PageAsset(PackageResources.login_js, "text/javascript; charset=utf-8"),
        "style.css": PageAsset(PackageResources.style_css, "text/css; charset=utf-8"),
    ]

    /// The files under `/page/`, by name.
    static func named(_ name: String) -> PageAsset? { files[name] }

    func response() -> Response {
        Response(status: .ok, headers: [.contentType: mediaType], body: ResponseBody(byteBuffer: body))
    }
}
