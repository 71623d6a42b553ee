#!/usr/bin/env bash
# Part of `make test`: `make install` into a DESTDIR holds everything the
# systemd units name, the installed units pass `systemd-analyze verify`
# without a word, `systemd-analyze security` rates the service at most 1.5,
# and `make uninstall` removes what was installed (keeping the configuration).
set -euo pipefail
cd "$(dirname "$0")/.."

fail() { echo "check-service: $*" >&2; exit 1; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
root=$work/root

PREFIX=/usr DESTDIR=$root scripts/install.sh install > "$work/install.log" || { cat "$work/install.log"; fail "make install failed"; }
units=$root/usr/lib/systemd/system
service=$units/trackd.service
socket=$units/trackd.socket
key() { sed -n "s/^$1=//p" "$2" | head -1; }

# Everything the units name is in the tree.
exec_start=$(key ExecStart "$service")
[[ -x "$root$exec_start" ]] || fail "ExecStart=$exec_start is not an executable in the installed tree"
[[ -x "$root/usr/bin/trackctl" ]] || fail "trackctl is not installed"
# trackctl is trackd run by another name: a link, nothing more on the card.
[[ -L "$root/usr/bin/trackctl" && "$(readlink "$root/usr/bin/trackctl")" == trackd ]] \
    || fail "trackctl is not a link to trackd"
"$root/usr/bin/trackctl" --help | grep -q "USAGE: trackctl" || fail "trackctl, run through its link, is not trackctl"
trackd_bytes=$(stat -c %s "$root$exec_start")
(( trackd_bytes <= 20 * 1024 * 1024 )) || fail "the installed trackd is $trackd_bytes bytes, over 20 MiB"
user=$(key User "$service")
group=$(key SocketGroup "$socket")
sysusers=$root/usr/lib/sysusers.d/trackd.conf
grep -Eq "^u $user " "$sysusers" || fail "sysusers.d does not create the user $user that User= names"
# A `u` line creates the group of the same name too.
[[ "$group" == "$user" ]] || grep -Eq "^g $group " "$sysusers" || fail "nothing creates the group $group that SocketGroup= names"
[[ -s "$root/etc/trackd/trackd.conf" ]] || fail "no default configuration"
[[ -s "$root/etc/trackd/trackweb.conf" ]] || fail "no default configuration for trackweb"
web_service=$units/trackweb.service
web_start=$(key ExecStart "$web_service")
[[ -x "$root$web_start" ]] || fail "trackweb.service's ExecStart=$web_start is not an executable in the installed tree"
if ldd "$root$web_start" | grep -q libswift; then fail "trackweb needs Swift's shared libraries"; fi
"$root$web_start" --help | grep -q "trackweb.conf" || fail "trackweb --help does not run"
web_bytes=$(stat -c %s "$root$web_start")
for file in share/man/man8/trackd.8 share/man/man1/trackctl.1 share/man/man8/trackweb.8 share/bash-completion/completions/trackctl \
    share/zsh/site-functions/_trackctl share/fish/vendor_completions.d/trackctl.fish share/doc/trackd/README.md; do
    [[ -s "$root/usr/$file" ]] || fail "/usr/$file is missing or empty"
done
grep -q "autosave_after_idle" "$root/etc/trackd/trackd.conf" || fail "the configuration does not document autosave_after_idle"
# The installed binaries carry their Swift runtime: a box without Swift runs them.
if ldd "$root$exec_start" | grep -q libswift; then fail "trackd needs Swift's shared libraries"; fi
# libmosquitto and libcurl are loaded only when forwarding is configured.
if ldd "$root$exec_start" | grep -qE "libmosquitto|libcurl"; then fail "trackd links the forwarding libraries"; fi
"$root$exec_start" --help | grep -q "trackd.conf" || fail "trackd --help does not run"

# The installed units, exactly as systemd would read them (ExecStart pointing
# into the tree, since systemd-analyze checks that the binary exists).
mkdir "$work/units"
sed "s|^ExecStart=$exec_start|ExecStart=$root$exec_start|" "$service" > "$work/units/trackd.service"
sed "s|^ExecStart=$web_start|ExecStart=$root$web_start|" "$web_service" > "$work/units/trackweb.service"
cp "$socket" "$work/units/trackd.socket"
(cd "$work/units" && systemd-analyze verify ./trackd.service ./trackd.socket ./trackweb.service) > "$work/verify.log" 2>&1 \
    || { cat "$work/verify.log"; fail "systemd-analyze verify failed"; }
[[ ! -s "$work/verify.log" ]] || { cat "$work/verify.log"; fail "systemd-analyze verify is not silent"; }
(cd "$work/units" && systemd-analyze security --offline=yes --threshold=15 ./trackd.service) > "$work/security.log" 2>&1 \
    || { grep -E "✗|Overall" "$work/security.log"; fail "systemd-analyze security rates the service above 1.5"; }
score=$(grep -o "Overall exposure level for trackd.service: [0-9.]*" "$work/security.log")
(cd "$work/units" && systemd-analyze security --offline=yes --threshold=15 ./trackweb.service) > "$work/security-web.log" 2>&1 \
    || { grep -E "✗|Overall" "$work/security-web.log"; fail "systemd-analyze security rates trackweb.service above 1.5"; }
web_score=$(grep -o "exposure level for trackweb.service: [0-9.]*" "$work/security-web.log" | grep -o "[0-9.]*$")
# With the drop-in the README gives for forwarding (a credential handed over
# by systemd, two servers allowed), the rating stays at most 1.5 too.
mkdir "$work/forwarding"
{ cat "$work/units/trackd.service"; printf '\n[Service]\nLoadCredential=mqtt:/etc/trackd/mqtt-credentials\nIPAddressAllow=203.0.113.7 198.51.100.2\n'; } \
    > "$work/forwarding/trackd.service"
(cd "$work/forwarding" && systemd-analyze security --offline=yes --threshold=15 ./trackd.service) \
    > "$work/security-forwarding.log" 2>&1 \
    || { grep -E "✗|Overall" "$work/security-forwarding.log"; fail "with the forwarding drop-in, systemd-analyze security rates the service above 1.5"; }
forwarding_score=$(grep -o "exposure level for trackd.service: [0-9.]*" "$work/security-forwarding.log" | grep -o "[0-9.]*$")

PREFIX=/usr DESTDIR=$root scripts/install.sh uninstall > "$work/uninstall.log"
left=$(find "$root" -type f | sed "s|^$root||" | sort)
[[ "$left" == $'/etc/trackd/trackd.conf\n/etc/trackd/trackweb.conf' ]] || fail "make uninstall left: $left"

echo "check-service: install tree complete (trackd $trackd_bytes bytes, trackctl a link to it, trackweb $web_bytes bytes), units verified silently, $score (at most 1.5; $forwarding_score with the forwarding drop-in; trackweb.service $web_score), uninstall clean"
