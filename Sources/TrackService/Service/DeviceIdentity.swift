import CSystemd
import Glibc
import TrackModel

/// The name the device goes by on the user's servers (`device_id`): by
/// default twelve hex digits derived from /etc/machine-id for trackd alone
/// (systemd's app-specific ID: stable across reboots, the same for every
/// trackd on the machine, and not the machine ID itself, which is not to be
/// shown to the network).
enum DeviceIdentity {
    /// trackd's application ID, mixed into the machine ID.
    private static let applicationID: (UInt64, UInt64) = (0x7472_6B64_5F69_6401, 0x9C4E_21B7_5D30_A8F6)

    /// The default device ID.
    /// - Throws: ``DaemonError`` when the machine has no machine ID (set
    ///   `device_id` then).
    static func derived() throws -> String {
        var application = sd_id128_t()
        application.qwords = applicationID
        var id = sd_id128_t()
        let code = sd_id128_get_machine_app_specific(application, &id)
        guard code >= 0 else {
            throw DaemonError(
                "cannot derive a device_id from /etc/machine-id (\(String(cString: strerror(-code)))); set device_id in trackd.conf"
            )
        }
        let bytes = withUnsafeBytes(of: id.bytes) { Array($0) }
        return bytes.prefix(6).map { $0.hexDigits(width: 2) }.joined()
    }

    /// Whether `id` can name a device: 1 to 64 of A-Z, a-z, 0-9, `.`, `_`,
    /// `-` (safe in an MQTT topic and a URL alike).
    static func isValid(_ id: String) -> Bool {
        (1...64).contains(id.utf8.count)
            && id.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "-"):
                    true
                default: false
                }
            }
    }
}
