import Foundation
import Testing

/// trackweb as a person uses it: a real trackd replaying a GPX file, the
/// real trackweb in front of it, and Debian's chromium (headless, through
/// chromedriver) on its page. Screenshots at phone and desktop sizes go to
/// `.build/web-screenshots` for a person to look at.
@Suite("trackweb in a real browser", .serialized)
struct WebTests {
    static let screenshots = Binaries.packageRoot.appendingPathComponent(".build/web-screenshots")
    static let phone = (width: 390, height: 844)
    static let desktop = (width: 1280, height: 800)

    /// trackd replaying the demo ride and recording it, trackweb in front.
    struct Setup {
        let daemon: DaemonHarness
        let web: WebProcess

        init(replaySpeed: String = "4", record: Bool = true, webArguments: [String] = []) throws {
            daemon = try DaemonHarness()
            try daemon.start(["--source", "replay", "--replay", Binaries.demoRide.path, "--replay-speed", replaySpeed])
            if record { #expect(try daemon.trackctl("start").status == 0) }
            web = try WebProcess(["--socket", daemon.socketPath] + webArguments, in: daemon.folder)
            try web.waitUntilServing()
        }

        func browser(_ size: (width: Int, height: Int)) throws -> Browser {
            try Browser(
                width: size.width, height: size.height,
                log: daemon.folder.appendingPathComponent("chromedriver-\(size.width).log"))
        }
    }

    @Test("the live page shows the moving position and the figures trackctl status gives, and its buttons act")
    func livePage() throws {
        let setup = try Setup()
        let browser = try setup.browser(Self.phone)
        try browser.open(setup.web.baseURL + "/")

        let position = "const p = live.position && live.position.getLatLng(); return p ? [p.lat, p.lng] : null"
        let first = try #require(browser.waitFor("a position", position) as? [Double])
        let moved = try browser.waitFor(
            "the position moving",
            "const p = live.position.getLatLng(); return p.lat !== \(first[0]) || p.lng !== \(first[1])")
        #expect(moved as? Bool == true)
        // The line grows with each new position, without fetching the
        // whole trace again.
        let drawn = "return live.trace ? live.trace.getLatLngs().flat().length : 0"
        let before = try #require(browser.waitFor("the trace", drawn) as? Int)
        _ = try browser.waitFor("the trace growing", "return live.trace.getLatLngs().flat().length > \(before + 3)")
        let fetches = "return performance.getEntriesByName(location.origin + '/api/trace').length"
        #expect(try browser.run(fetches) as? Int == 1)

        // Stopped, the figures hold still: the page must show trackd's.
        #expect(try setup.daemon.trackctl("stop").status == 0)
        let status = try setup.daemon.status()
        let points = try #require(status["points"] as? Int)
        #expect(points > 0)
        _ = try browser.waitFor(
            "\(points) points, stopped",
            """
            return document.getElementById('f-points').textContent.startsWith('\(points) in')
                && document.getElementById('f-recording').textContent === 'no'
            """)
        #expect(try browser.text("f-distance") == status["distance"] as? String)
        let moving = try #require(status["moving_time_s"] as? Int)
        #expect(
            try browser.text("f-moving") == String(format: "%d:%02d:%02d", moving / 3600, moving / 60 % 60, moving % 60)
        )
        _ = try browser.waitFor("the trace", "return document.querySelectorAll('path.trace').length > 0")
        try browser.screenshot(to: Self.screenshots.appendingPathComponent("live-phone.png"))
        let wide = try setup.browser(Self.desktop)
        try wide.open(setup.web.baseURL + "/")
        _ = try wide.waitFor("the trace", "return document.querySelectorAll('path.trace').length > 0")
        try wide.screenshot(to: Self.screenshots.appendingPathComponent("live-desktop.png"))

        // Each button is enabled exactly when trackd's command is, and a
        // disabled one says why in trackd's words.
        let actions = try #require(status["actions"] as? [String: Bool])
        let refused = status["actions_refused"] as? [String: String] ?? [:]
        for (action, enabled) in actions {
            #expect(
                try browser.run("return document.getElementById('a-\(action)').getAttribute('aria-disabled')")
                    as? String == String(!enabled))
            #expect(
                try browser.run("return document.getElementById('a-\(action)').title") as? String == refused[action]
                    ?? "")
        }
        #expect(refused["stop"] == "not recording")
        // A tap on a greyed button says why (a phone shows no title).
        try browser.click("#a-stop")
        _ = try browser.waitFor(
            "the reason", "return document.getElementById('message').textContent === 'not recording'")
        #expect(try setup.daemon.status()["recording"] as? Bool == false)

        try browser.click("#a-start")
        _ = try browser.waitFor("recording", "return document.getElementById('f-recording').textContent === 'yes'")
        #expect(try setup.daemon.status()["recording"] as? Bool == true)
        // A note appears on the map where it was made, its text as text.
        try browser.click("#a-note")
        try browser.type("Café <img src=x onerror=alert(1)>", into: "#note-form textarea[name=text]")
        try browser.click("#note-form button[type=submit]")
        _ = try browser.waitFor(
            "the note's marker", "return document.querySelectorAll('#live-map .leaflet-marker-icon').length === 1")
        #expect(
            try browser.run("return document.querySelector('#live-map .leaflet-marker-icon').title") as? String
                == "Café <img src=x onerror=alert(1)>")
        #expect(try browser.run("return document.querySelectorAll('img[src=x]').length") as? Int == 0)

        try browser.click("#a-save")
        try browser.type("Morning ride <b>&", into: "#save-form input[name=name]")
        try browser.click("#save-form button[type=submit]")
        let saved = try browser.waitFor("the save", "return document.getElementById('message').textContent")
        #expect((saved as? String)?.contains("Morning ride <b>&") == true)
        let tracks = try #require(try setup.daemon.trackctl("--json", "tracks").json() as? [[String: Any]])
        #expect(tracks.map { $0["name"] as? String } == ["Morning ride <b>&"])
        #expect(try setup.daemon.status()["points"] as? Int == 0)
    }

    @Test("a file uploaded on the tracks page is imported; its page draws it and downloads it as trackctl exports it")
    func savedTracks() throws {
        let setup = try Setup(record: false)
        let browser = try setup.browser(Self.desktop)
        try browser.open(setup.web.baseURL + "/#/tracks")
        _ = try browser.waitFor("the empty list", "return !document.getElementById('tracks-empty').hidden")
        try browser.type(Binaries.demoRide.path, into: "#import-form input[type=file]")
        try browser.click("#import-form button[type=submit]")
        let link = try browser.waitFor(
            "the imported track",
            "const a = document.querySelector('#tracks tbody a'); return a ? a.getAttribute('href') : null")
        let id = try #require((link as? String)?.split(separator: "/").last.flatMap { Int($0) })
        let listed = try #require(try setup.daemon.trackctl("--json", "tracks").json() as? [[String: Any]])
        #expect(listed.map { $0["id"] as? Int } == [id])

        try browser.click("#tracks tbody a")
        _ = try browser.waitFor(
            "the track's map", "return document.querySelectorAll('#track-map path.trace').length > 0")
        let show = try #require(try setup.daemon.trackctl("--json", "show", "\(id)").json() as? [String: Any])
        #expect(try browser.text("t-name") == show["name"] as? String)
        // One view at a time: the live map is out of sight.
        #expect(try browser.run("return document.getElementById('live-view').offsetParent === null") as? Bool == true)
        _ = try browser.waitFor("the plots", "return document.getElementById('t-elevation').dataset.points > 0")
        try browser.screenshot(to: Self.screenshots.appendingPathComponent("track-desktop.png"))

        for format in ["gpx", "geojson", "csv"] {
            let href = try #require(try browser.run("return document.getElementById('t-\(format)').href") as? String)
            let downloaded = try #require(
                try browser.runAsync(
                    """
                    const done = arguments[arguments.length - 1];
                    fetch('\(href)').then(r => r.text()).then(done, e => done('failed: ' + e));
                    """) as? String)
            let exported = try setup.daemon.trackctl("export", "\(id)", "--format", format)
            #expect(exported.status == 0)
            #expect(downloaded == exported.output, "\(format)")
        }

        try browser.click("#t-rename")
        try browser.run("document.querySelector('#rename-form input[name=name]').value = ''")
        try browser.type("Evening ride", into: "#rename-form input[name=name]")
        try browser.click("#rename-form button[type=submit]")
        _ = try browser.waitFor(
            "the new name", "return document.getElementById('t-name').textContent === 'Evening ride'")
        let renamed = try #require(try setup.daemon.trackctl("--json", "tracks").json() as? [[String: Any]])
        #expect(renamed.map { $0["name"] as? String } == ["Evening ride"])

        try browser.click("#t-delete")
        try browser.acceptAlert()
        _ = try browser.waitFor("the list again", "return location.hash === '#/tracks'")
        #expect((try setup.daemon.trackctl("--json", "tracks").json() as? [Any])?.isEmpty == true)
    }

    @Test("on an address beyond this machine trackweb needs a password file of its own, and the page asks for it")
    func login() throws {
        let setup = try Setup(record: false)
        let folder = setup.daemon.folder
        let wide = ["--socket", setup.daemon.socketPath, "--listen", "0.0.0.0:0"]

        let open = try WebProcess(wide, in: folder)
        #expect(try open.waitForExit() == 1)
        #expect(open.output().contains("will not listen on 0.0.0.0:0 without a password"))

        let passwordFile = folder.appendingPathComponent("password")
        try "correct horse battery\n".write(to: passwordFile, atomically: true, encoding: .utf8)
        chmod(passwordFile.path, 0o644)
        let readable = try WebProcess(wide + ["--password-file", passwordFile.path], in: folder)
        #expect(try readable.waitForExit() == 1)
        #expect(readable.output().contains("may be read by others (mode 0644): chmod 600 it"))

        chmod(passwordFile.path, 0o600)
        let web = try WebProcess(wide + ["--password-file", passwordFile.path], in: folder)
        try web.waitUntilServing()
        let base = web.baseURL.replacing("0.0.0.0", with: "127.0.0.1")
        #expect(try HTTP.send(base + "/api/status").1 == 401)

        let browser = try setup.browser(Self.phone)
        try browser.open(base + "/")
        #expect(try browser.run("return location.pathname") as? String == "/login")
        try browser.type("wrong password", into: "input[name=password]")
        try browser.click("button[type=submit]")
        _ = try browser.waitFor(
            "the refusal", "return document.getElementById('message').textContent === 'wrong password'")
        try browser.screenshot(to: Self.screenshots.appendingPathComponent("login-phone.png"))
        try browser.run("document.querySelector('input[name=password]').value = ''")
        try browser.type("correct horse battery", into: "input[name=password]")
        try browser.click("button[type=submit]")
        _ = try browser.waitFor(
            "the live page",
            "return location.pathname === '/' && document.getElementById('f-source').textContent.startsWith('replay')")
        // The session cookie is not for scripts.
        #expect(try browser.run("return document.cookie") as? String == "")
    }

    @Test("while trackd is away the page says so, and it follows trackd again once it is back")
    func trackdAway() throws {
        let setup = try Setup(replaySpeed: "2")
        let browser = try setup.browser(Self.phone)
        try browser.open(setup.web.baseURL + "/")
        _ = try browser.waitFor("the recording", "return document.getElementById('f-recording').textContent === 'yes'")
        setup.daemon.crash()
        let away = try browser.waitFor(
            "that trackd is away",
            "const t = document.getElementById('connection').textContent; return t.includes('cannot reach trackd') ? t : null"
        )
        #expect((away as? String)?.contains(setup.daemon.socketPath) == true)
        // Restarted, trackd resumes the recording; the page follows it again by itself.
        try setup.daemon.start(
            ["--source", "replay", "--replay", Binaries.demoRide.path, "--replay-speed", "2"])
        _ = try browser.waitFor(
            "trackd again", seconds: 30,
            "return document.getElementById('connection').textContent === 'live'"
                + " && document.getElementById('f-recording').textContent === 'yes'")
    }

    @Test("a request from another site, or for another host name, changes nothing")
    func crossSite() throws {
        let setup = try Setup(record: false)
        let start = setup.web.baseURL + "/api/start"
        #expect(try HTTP.send(start, method: "POST", headers: ["Origin": "http://evil.example"]).1 == 403)
        #expect(try HTTP.send(start, method: "POST", headers: ["Sec-Fetch-Site": "cross-site"]).1 == 403)
        #expect(try setup.daemon.status()["recording"] as? Bool == false)
        let status = setup.web.baseURL + "/api/status"
        #expect(try HTTP.send(status, headers: ["Host": "evil.example:8080"]).1 == 403)

        #expect(try HTTP.send(start, method: "POST", headers: ["Sec-Fetch-Site": "same-origin"]).1 == 200)
        #expect(try setup.daemon.status()["recording"] as? Bool == true)
    }
}
