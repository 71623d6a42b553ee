#!/usr/bin/env bash
# `make install` / `make uninstall`: trackd and trackctl (one release
# binary with Swift's standard library linked in, so the box needs no Swift;
# trackctl is a symbolic link to it), trackweb (the web page, a binary of
# its own so that trackd stays small), the systemd
# units, the sysusers.d entry, the default configuration (never over an
# existing one), man pages and shell completions. Honours PREFIX and DESTDIR.
#
#   scripts/install.sh install|uninstall
set -euo pipefail
cd "$(dirname "$0")/.."

action=${1:?usage: install.sh install|uninstall}
PREFIX=${PREFIX:-/usr/local}
DESTDIR=${DESTDIR:-}
SYSCONFDIR=${SYSCONFDIR:-/etc}
SWIFT=${SWIFT:-swift}

bindir=$PREFIX/bin
# systemd reads units and sysusers.d from /usr/local/lib as well as /usr/lib.
unitdir=${UNITDIR:-$PREFIX/lib/systemd/system}
sysusersdir=${SYSUSERSDIR:-$PREFIX/lib/sysusers.d}
mandir=$PREFIX/share/man
datadir=$PREFIX/share
configdir=$SYSCONFDIR/trackd

files=(
    "$bindir/trackd"
    "$bindir/trackctl"
    "$bindir/trackweb"
    "$unitdir/trackd.service"
    "$unitdir/trackweb.service"
    "$unitdir/trackd.socket"
    "$sysusersdir/trackd.conf"
    "$mandir/man8/trackd.8"
    "$mandir/man1/trackctl.1"
    "$mandir/man8/trackweb.8"
    "$datadir/bash-completion/completions/trackctl"
    "$datadir/zsh/site-functions/_trackctl"
    "$datadir/fish/vendor_completions.d/trackctl.fish"
    "$datadir/doc/trackd/README.md"
    "$datadir/doc/trackd/trackd.conf"
    "$datadir/doc/trackd/trackweb.conf"
)

if [[ "$action" == uninstall ]]; then
    for file in "${files[@]}"; do
        if [[ -e "$DESTDIR$file" || -L "$DESTDIR$file" ]]; then rm -f "$DESTDIR$file" && echo "removed $DESTDIR$file"; fi
    done
    rmdir "$DESTDIR$datadir/doc/trackd" 2>/dev/null || true
    echo "Kept $DESTDIR$configdir/trackd.conf, trackweb.conf and the recorded tracks (/var/lib/trackd): remove them by hand if you wish."
    exit 0
fi
[[ "$action" == install ]] || { echo "usage: install.sh install|uninstall" >&2; exit 2; }

scripts/install-deps.sh
echo "Building trackd and trackctl (release)..."
"$SWIFT" build --force-resolved-versions -c release --static-swift-stdlib --product trackd >/dev/null
"$SWIFT" build --force-resolved-versions -c release --static-swift-stdlib --product trackweb >/dev/null
bin=$("$SWIFT" build --force-resolved-versions -c release --static-swift-stdlib --show-bin-path)

staging=$(mktemp -d)
trap 'rm -rf "$staging"' EXIT
# One binary is both commands, by the name it is run by: trackctl is a link
# to trackd (Swift's runtime, ArgumentParser and FoundationEssentials are on
# the card once). Installed stripped: symbols are of no use on a Pi's card.
strip -o "$staging/trackd" "$bin/trackd"
strip -o "$staging/trackweb" "$bin/trackweb"
ln -s trackd "$staging/trackctl"
bin=$staging
scripts/manpages.py "$bin/trackd" "$bin/trackctl" systemd/trackd.conf "$staging" "$bin/trackweb" systemd/trackweb.conf
"$bin/trackctl" --generate-completion-script bash > "$staging/trackctl.bash"
"$bin/trackctl" --generate-completion-script zsh > "$staging/_trackctl"
"$bin/trackctl" --generate-completion-script fish > "$staging/trackctl.fish"
sed "s|@BINDIR@|$bindir|g" systemd/trackd.service > "$staging/trackd.service"
sed "s|@BINDIR@|$bindir|g" systemd/trackweb.service > "$staging/trackweb.service"

install -D -m 0755 "$bin/trackd" "$DESTDIR$bindir/trackd"
ln -sfn trackd "$DESTDIR$bindir/trackctl"
install -D -m 0755 "$bin/trackweb" "$DESTDIR$bindir/trackweb"
install -D -m 0644 "$staging/trackd.service" "$DESTDIR$unitdir/trackd.service"
install -D -m 0644 "$staging/trackweb.service" "$DESTDIR$unitdir/trackweb.service"
install -D -m 0644 systemd/trackd.socket "$DESTDIR$unitdir/trackd.socket"
install -D -m 0644 systemd/trackd.sysusers "$DESTDIR$sysusersdir/trackd.conf"
install -D -m 0644 "$staging/trackd.8" "$DESTDIR$mandir/man8/trackd.8"
install -D -m 0644 "$staging/trackctl.1" "$DESTDIR$mandir/man1/trackctl.1"
install -D -m 0644 "$staging/trackweb.8" "$DESTDIR$mandir/man8/trackweb.8"
install -D -m 0644 "$staging/trackctl.bash" "$DESTDIR$datadir/bash-completion/completions/trackctl"
install -D -m 0644 "$staging/_trackctl" "$DESTDIR$datadir/zsh/site-functions/_trackctl"
install -D -m 0644 "$staging/trackctl.fish" "$DESTDIR$datadir/fish/vendor_completions.d/trackctl.fish"
install -D -m 0644 README.md "$DESTDIR$datadir/doc/trackd/README.md"
for config in trackd.conf trackweb.conf; do
    install -D -m 0644 "systemd/$config" "$DESTDIR$datadir/doc/trackd/$config"
    if [[ -e "$DESTDIR$configdir/$config" ]]; then
        echo "kept $DESTDIR$configdir/$config (the default is in $datadir/doc/trackd/$config)"
    else
        install -D -m 0644 "systemd/$config" "$DESTDIR$configdir/$config"
    fi
done
for file in "${files[@]}"; do echo "installed $DESTDIR$file"; done

if [[ -z "$DESTDIR" ]]; then
    cat <<NEXT

Next, as root (see "Run as a service" in the README):
  systemd-sysusers               # creates the user and group trackd
  systemctl daemon-reload
  systemctl enable --now trackd.socket trackd.service
  usermod -aG trackd YOUR_USER   # lets YOUR_USER run trackctl (log in again)
  systemctl enable --now trackweb.service  # the web page, http://127.0.0.1:8080/ ("The web page" in the README)
NEXT
fi
