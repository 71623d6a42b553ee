import Foundation

/// A certificate authority of the test's own and a certificate it signed
/// for localhost and 127.0.0.1, made with openssl: what a user's broker or
/// server with a self-made certificate has.
struct TestCertificates {
    let authority: URL
    let certificate: URL
    let key: URL

    init(folder: URL) throws {
        let folder = folder.appendingPathComponent("certificates")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        authority = folder.appendingPathComponent("ca.pem")
        certificate = folder.appendingPathComponent("server.pem")
        key = folder.appendingPathComponent("server.key")
        let authorityKey = folder.appendingPathComponent("ca.key")
        let request = folder.appendingPathComponent("server.csr")
        let names = folder.appendingPathComponent("names.cnf")
        try Data("subjectAltName=DNS:localhost,IP:127.0.0.1\n".utf8).write(to: names)
        let openssl = URL(fileURLWithPath: "/usr/bin/openssl")
        for arguments in [
            [
                "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-keyout", authorityKey.path, "-out", authority.path,
                "-days", "2", "-subj", "/CN=trackd test CA",
            ],
            [
                "req", "-newkey", "rsa:2048", "-nodes", "-keyout", key.path, "-out", request.path, "-subj",
                "/CN=localhost",
            ],
            [
                "x509", "-req", "-in", request.path, "-CA", authority.path, "-CAkey", authorityKey.path,
                "-CAcreateserial", "-out", certificate.path, "-days", "2", "-extfile", names.path,
            ],
        ] {
            let result = try run(openssl, arguments)
            guard result.status == 0 else { throw HarnessError("openssl \(arguments[0]) failed: \(result)") }
        }
    }
}
