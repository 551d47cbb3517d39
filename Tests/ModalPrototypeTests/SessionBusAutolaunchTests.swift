import Testing
@testable import ModalPrototype

/// When libdbus's session-bus autolaunch is known to fail and is skipped (`SessionBusAutolaunch`).
@Suite struct SessionBusAutolaunchTests {
    /// A file system holding only `files`.
    func only(_ files: Set<String>) -> (String) -> Bool { { files.contains($0) } }

    @Test func withoutABusOrDbusLaunchTheAutolaunchIsDoomed() {
        #expect(SessionBusAutolaunch.isDoomed(environment: ["PATH": "/usr/local/bin:/bin"], exists: only([])))
        #expect(SessionBusAutolaunch.isDoomed(environment: [:], exists: only([])))
        #expect(SessionBusAutolaunch.isDoomed(environment: ["DBUS_SESSION_BUS_ADDRESS": "", "XDG_RUNTIME_DIR": "/run/user/1"],
                                              exists: only(["/run/user/1"])))
    }

    @Test func aSessionAddressABusSocketOrDbusLaunchKeepsLibdbusAsItIs() {
        #expect(!SessionBusAutolaunch.isDoomed(environment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/run/user/1/bus"],
                                               exists: only([])))
        #expect(!SessionBusAutolaunch.isDoomed(environment: ["XDG_RUNTIME_DIR": "/run/user/1"], exists: only(["/run/user/1/bus"])))
        #expect(!SessionBusAutolaunch.isDoomed(environment: [:], exists: only(["/usr/bin/dbus-launch"])))
        #expect(!SessionBusAutolaunch.isDoomed(environment: ["PATH": "/opt/x/bin::/usr/local/bin"],
                                               exists: only(["/usr/local/bin/dbus-launch"])))
    }
}
