import Foundation

/// Debian's chromium, headless, driven through chromedriver's WebDriver
/// protocol (JSON over HTTP): what a person's browser does with
/// trackweb's page, and screenshots of it for a person to look at.
final class Browser {
    private let driver: Process
    private let endpoint: String
    private var session = ""

    /// Starts chromedriver and a headless chromium with a window of
    /// `width` by `height` CSS pixels.
    init(width: Int, height: Int, log: URL) throws {
        guard let chromedriver = Self.installed("chromedriver"), let chromium = Self.installed("chromium") else {
            throw HarnessError("chromium and chromium-driver are not installed (make test installs them)")
        }
        let port = try freePort()
        endpoint = "http://127.0.0.1:\(port)"
        driver = Process()
        driver.executableURL = URL(fileURLWithPath: chromedriver)
        driver.arguments = ["--port=\(port)"]
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        let handle = try FileHandle(forWritingTo: log)
        driver.standardOutput = handle
        driver.standardError = handle
        try driver.run()
        let deadline = Date().addingTimeInterval(15)
        while true {
            do {
                _ = try call("GET", "/status")
                break
            } catch {
                guard Date() < deadline, driver.isRunning else {
                    throw HarnessError(
                        "chromedriver did not start: \(error)\n\((try? String(contentsOf: log, encoding: .utf8)) ?? "")"
                    )
                }
                Thread.sleep(forTimeInterval: 0.1)
            }
        }
        // The viewport set exactly, as a phone's or a desktop's (a headless
        // window is never narrower than 500 pixels).
        let phone = width < 600
        let options: [String: Any] = [
            "binary": chromium,
            "args": [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--hide-scrollbars",
                "--window-size=\(max(width, 500)),\(height + 100)",
            ],
            "mobileEmulation": [
                "deviceMetrics": ["width": width, "height": height, "pixelRatio": 1, "mobile": phone, "touch": phone]
            ],
        ]
        let reply = try call("POST", "/session", ["capabilities": ["alwaysMatch": ["goog:chromeOptions": options]]])
        guard let value = reply as? [String: Any], let id = value["sessionId"] as? String else {
            throw HarnessError("chromedriver made no session: \(String(describing: reply))")
        }
        session = id
    }

    deinit {
        if !session.isEmpty { _ = try? call("DELETE", "/session/\(session)") }
        if driver.isRunning {
            kill(driver.processIdentifier, SIGKILL)
            driver.waitUntilExit()
        }
    }

    /// Opens `url` and waits until the page has loaded.
    func open(_ url: String) throws {
        _ = try call("POST", "/session/\(session)/url", ["url": url])
    }

    /// Runs `script` (a function body) in the page and returns its result.
    @discardableResult
    func run(_ script: String, _ arguments: [Any] = []) throws -> Any? {
        try call("POST", "/session/\(session)/execute/sync", ["script": script, "args": arguments])
    }

    /// Runs `script`, a function body whose last argument is a callback it
    /// calls with its result, and waits for that.
    func runAsync(_ script: String) throws -> Any? {
        try call("POST", "/session/\(session)/execute/async", ["script": script, "args": []])
    }

    /// Waits until `script` returns something other than null, false or
    /// an empty string; returns it.
    func waitFor(_ what: String, seconds: Double = 20, _ script: String) throws -> Any {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if let value = try run(script), !(value is NSNull), (value as? Bool) != false, (value as? String) != "" {
                return value
            }
            Thread.sleep(forTimeInterval: 0.1)
        }
        throw HarnessError("the page never showed \(what) within \(Int(seconds)) s")
    }

    /// The text of the element with `id`.
    func text(_ id: String) throws -> String {
        (try run("return document.getElementById(arguments[0]).textContent", [id]) as? String) ?? ""
    }

    /// Clicks the element matching `selector` as a person would.
    func click(_ selector: String) throws {
        let found = try call("POST", "/session/\(session)/element", ["using": "css selector", "value": selector])
        guard let element = (found as? [String: Any])?.values.first as? String else {
            throw HarnessError("no element \(selector)")
        }
        _ = try call("POST", "/session/\(session)/element/\(element)/click", [:])
    }

    /// Types `text` into the element matching `selector`.
    func type(_ text: String, into selector: String) throws {
        let found = try call("POST", "/session/\(session)/element", ["using": "css selector", "value": selector])
        guard let element = (found as? [String: Any])?.values.first as? String else {
            throw HarnessError("no element \(selector)")
        }
        _ = try call("POST", "/session/\(session)/element/\(element)/value", ["text": text])
    }

    /// Accepts the page's `confirm()` question.
    func acceptAlert() throws {
        _ = try call("POST", "/session/\(session)/alert/accept", [:])
    }

    /// The page as a PNG, written to `file`.
    func screenshot(to file: URL) throws {
        guard let base64 = try call("GET", "/session/\(session)/screenshot") as? String,
            let png = Data(base64Encoded: base64)
        else { throw HarnessError("no screenshot") }
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try png.write(to: file)
    }

    /// One WebDriver command; its `value`.
    private func call(_ method: String, _ path: String, _ body: [String: Any]? = nil) throws -> Any? {
        let (data, status) = try HTTP.send(
            endpoint + path, method: method, headers: body == nil ? [:] : ["Content-Type": "application/json"],
            body: try body.map { try JSONSerialization.data(withJSONObject: $0) })
        let reply = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        guard status == 200 else {
            throw HarnessError("WebDriver \(method) \(path): HTTP \(status) \(String(decoding: data, as: UTF8.self))")
        }
        return reply?["value"]
    }

    private static func installed(_ name: String) -> String? {
        ["/usr/bin/", "/usr/lib/chromium/"].map { $0 + name }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}

/// HTTP for the tests, through curl (swift-corelibs-foundation's
/// URLSession cannot read chromedriver's replies: "Failed writing header").
enum HTTP {
    /// Sends a request; the body of the reply and its status.
    static func send(_ url: String, method: String = "GET", headers: [String: String] = [:], body: Data? = nil)
        throws -> (Data, Int)
    {
        var arguments = ["-s", "-S", "-X", method, "--max-time", "60", "-o", "-", "-w", "\n%{http_code}"]
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { arguments += ["-H", "\(name): \(value)"] }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("trackd-http-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        if let body {
            let file = folder.appendingPathComponent("body")
            try body.write(to: file)
            arguments += ["--data-binary", "@" + file.path]
        }
        let result = try run(URL(fileURLWithPath: "/usr/bin/curl"), arguments + [url])
        guard result.status == 0, let newline = result.stdout.lastIndex(of: 0x0A),
            let status = Int(String(decoding: result.stdout[(newline + 1)...], as: UTF8.self))
        else { throw HarnessError("curl \(method) \(url): \(result)") }
        return (result.stdout[..<newline], status)
    }
}
