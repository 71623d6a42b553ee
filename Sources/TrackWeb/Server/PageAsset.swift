import Hummingbird

/// The page's own files, built into trackweb (no files to install, no
/// build step): the HTML, its one script and one style sheet, and the
/// login page's.
struct PageAsset: Sendable {
    let bytes: [UInt8]
    let mediaType: String

    static let index = PageAsset(bytes: PackageResources.index_html, mediaType: "text/html; charset=utf-8")
    static let login = PageAsset(bytes: PackageResources.login_html, mediaType: "text/html; charset=utf-8")

    /// The files under `/page/`, by name.
    static func named(_ name: String) -> PageAsset? {
        switch name {
        case "app.js": PageAsset(bytes: PackageResources.app_js, mediaType: "text/javascript; charset=utf-8")
        case "login.js": PageAsset(bytes: PackageResources.login_js, mediaType: "text/javascript; charset=utf-8")
        case "style.css": PageAsset(bytes: PackageResources.style_css, mediaType: "text/css; charset=utf-8")
        default: nil
        }
    }

    func response() -> Response {
        Response(
            status: .ok, headers: [.contentType: mediaType], body: ResponseBody(byteBuffer: ByteBuffer(bytes: bytes)))
    }
}
