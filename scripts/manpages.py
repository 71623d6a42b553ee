#!/usr/bin/env python3
"""Writes trackd(8), trackctl(1) and trackweb(8) from their own sources.

    scripts/manpages.py TRACKD TRACKCTL CONFIG OUTDIR [TRACKWEB WEBCONFIG]

The options, subcommands, discussions and examples come from the binaries'
command trees (`--experimental-dump-help`), so the pages say what `--help`
says; the CONFIGURATION section comes from the installed configuration file
(systemd/trackd.conf), every key with its default and its comment. What the
binaries cannot say of themselves (files, environment, signals, exit
statuses) is written here, once.

A discussion is read as paragraphs split by blank lines; a paragraph whose
lines after the first are indented ("Examples:" and commands) is kept line
for line, as an example.
"""

import datetime
import json
import os
import re
import subprocess
import sys


def escape(text):
    """Text for roff: backslashes and option dashes escaped, no line that
    starts with a control character."""
    text = text.replace("\\", "\\e")
    # Options (--name, -n) are minus signs, which a terminal shows as typed.
    text = re.sub(r"(?<![\w-])(--?)(?=[A-Za-z])", lambda m: "\\-" * len(m.group(1)), text)
    return "\n".join("\\&" + line if line[:1] in (".", "'") else line for line in text.split("\n"))


def prose(text):
    """escape(), with `quoted` words in bold, as the configuration file and
    the help texts quote commands and settings."""
    return re.sub(r"`([^`]+)`", r"\\fB\1\\fR", escape(text))


def code(text):
    """A line of an example: every dash a minus sign."""
    return escape(text).replace("-", "\\-").replace("\\\\-", "\\-")


def paragraphs(discussion):
    """(kind, lines) blocks of a discussion: "prose" joined into one line, or
    "example" kept line for line (its heading, then its indented lines)."""
    blocks = []
    for block in re.split(r"\n\s*\n", discussion.strip()):
        lines = block.split("\n")
        if len(lines) > 1 and all(line.startswith("  ") for line in lines[1:]):
            blocks.append(("example", lines))
        else:
            blocks.append(("prose", [" ".join(line.strip() for line in lines)]))
    return blocks


def discussion_roff(discussion, examples=True, text=True, headings=True):
    """A discussion's prose paragraphs (`text`) and examples (`examples`),
    each example under its heading ("Examples:") unless not `headings`."""
    out = []
    for kind, lines in paragraphs(discussion or ""):
        if kind == "prose" and text:
            out += [".PP", prose(lines[0])]
        elif kind == "example" and examples:
            out += [".PP", escape(lines[0])] if headings else [".PP"]
            out += [".RS 4", ".EX"]
            out += [code(line[2:]) for line in lines[1:]]
            out += [".EE", ".RE"]
    return out


def option_label(argument):
    """`\\fB\\-s\\fR, \\fB\\-\\-socket\\fR \\fIpath\\fR` for an option,
    `\\fIid\\fR` for a positional argument."""
    value = f"\\fI{escape(argument['valueName'])}\\fR"
    if argument["kind"] == "positional":
        return value
    names = [
        ("\\-" if name["kind"] == "short" else "\\-\\-") + escape(name["name"]).replace("-", "\\-")
        for name in sorted(argument.get("names", []), key=lambda name: name["kind"] != "short")
    ]
    label = ", ".join(f"\\fB{name}\\fR" for name in names)
    return label + (" " + value if argument["kind"] == "option" else "")


def synopsis_item(argument):
    preferred = argument.get("preferredName")
    if argument["kind"] == "positional":
        item = f"\\fI{escape(argument['valueName'])}\\fR" + ("..." if argument.get("isRepeating") else "")
    else:
        dashes = "\\-" if preferred["kind"] == "short" else "\\-\\-"
        name = escape(preferred["name"]).replace("-", "\\-")
        item = f"\\fB{dashes}{name}\\fR"
        if argument["kind"] == "option":
            item += f" \\fI{escape(argument['valueName'])}\\fR"
    return f"[{item}]" if argument.get("isOptional") else item


def options_roff(arguments, skip=()):
    out = []
    for argument in arguments:
        if not argument.get("shouldDisplay", True):
            continue
        if any(name["name"] in skip for name in argument.get("names", [])):
            continue
        out += [".TP", option_label(argument), prose(argument.get("abstract", ""))]
        if argument.get("discussion"):
            out.append(prose(argument["discussion"]))
    return out


def configuration_roff(path):
    """The configuration file's header as prose, then each key with its
    default and the comment above it."""
    with open(path, encoding="utf-8") as file:
        text = file.read()
    header, _, body = text.partition("# Every setting below is commented out and shows its default.")
    intro = [line[2:] if line.startswith("# ") else "" for line in header.strip().split("\n")[1:]]
    out = [".PP", prose(" ".join(line for line in intro if line).strip())]
    out += [".PP", "Every key, with its default:"]
    comment, keys = [], []

    def flush():
        # Keys written one under the other share the comment above them; a
        # comment with no key under it introduces the keys that follow.
        nonlocal comment, keys
        if keys:
            labels = [f"\\fB{escape(key)}\\fR = \\fI{escape(value)}\\fR" for key, value in keys]
            out.extend([".TP", labels[0]] + sum(([".TQ", label] for label in labels[1:]), []))
            out.append(prose(" ".join(comment)))
        elif comment:
            out.extend([".PP", prose(" ".join(comment))])
        comment, keys = [], []

    for line in body.split("\n"):
        setting = re.match(r"^#([a-z_]+) = (.*)$", line)
        if setting:
            keys.append((setting.group(1), setting.group(2)))
        elif line.startswith("#"):
            if keys:
                flush()
            comment.append(line[2:].strip())
        elif not line.strip():
            flush()
    flush()
    return out


def header(name, section, title, version, date):
    return [
        f'.TH {name.upper()} {section} "{date}" "trackd {version}" "{title}"',
        ".SH NAME",
    ]


def ending(command, see_also):
    """EXAMPLES (the command's own) and SEE ALSO (`name(section)` each)."""
    references = [re.sub(r"^(.+)\((\w+)\)$", r"\\fB\1\\fR(\2)", page) for page in see_also]
    return (
        [".SH EXAMPLES"]
        + discussion_roff(command.get("discussion"), text=False, headings=False)
        + [".SH SEE ALSO", ", ".join(references)]
    )


def daemon_opening(name, command, version, date):
    """A section 8 page's header, NAME, SYNOPSIS (every option but --help and
    --version) and DESCRIPTION (the abstract, then the discussion's prose)."""
    arguments = command["arguments"]
    out = header(name, 8, "System Manager's Manual", version, date)
    out.append(f"{name} \\- {escape(command['abstract'][0].lower() + command['abstract'][1:].rstrip('.'))}")
    out += [".SH SYNOPSIS", f".SY {name}"]
    out += [synopsis_item(argument) for argument in arguments if argument["kind"] != "flag" or
            argument["preferredName"]["name"] not in ("help", "version")]
    out += [".YS", ".SH DESCRIPTION", escape(command["abstract"])]
    return out + discussion_roff(command.get("discussion"), examples=False)


def trackd_page(tree, version, date, config):
    command = tree["command"]
    arguments = command["arguments"]
    out = daemon_opening("trackd", command, version, date)
    out += [
        ".PP",
        "trackctl(1) drives it: start, stop, note, save, status, watch, map, export and import.",
        ".SH OPTIONS",
    ]
    out += options_roff(arguments)
    out += [".SH CONFIGURATION"] + configuration_roff(config)
    out += [
        ".SH FILES",
        ".TP", "\\fI/etc/trackd/trackd.conf\\fR", "The configuration (see CONFIGURATION).",
        ".TP", "\\fI/var/lib/trackd/tracks.db\\fR",
        "The recorded tracks (SQLite; with its \\fI\\-wal\\fR and \\fI\\-shm\\fR files), under systemd. "
        "Run by hand: \\fI$XDG_DATA_HOME/trackd/tracks.db\\fR, else \\fI~/.local/share/trackd/tracks.db\\fR. "
        "Created readable by its owner only.",
        ".TP", "\\fI/var/lib/trackd/tracks.db\\-owner\\fR",
        "The process ID and control socket of the trackd using the database: "
        "a second trackd on the same database refuses to start and names them.",
        ".TP", "\\fI/run/trackd/control.sock\\fR",
        "The control socket trackctl talks to, under systemd (from \\fItrackd.socket\\fR); "
        "run by hand: \\fI$XDG_RUNTIME_DIR/trackd.sock\\fR.",
        ".TP", "\\fI/usr/local/lib/systemd/system/trackd.service\\fR, \\fItrackd.socket\\fR",
        "The units \\fBmake install\\fR installs.",
        ".SH ENVIRONMENT",
        ".TP", "\\fBTRACKD_DB\\fR", "The database, over the configuration file (an option overrides it).",
        ".TP", "\\fBTRACKD_SOCKET\\fR", "The control socket, over the configuration file.",
        ".TP", "\\fBSTATE_DIRECTORY\\fR, \\fBRUNTIME_DIRECTORY\\fR",
        "Set by systemd: where the database and the socket go by default.",
        ".TP", "\\fBXDG_DATA_HOME\\fR, \\fBXDG_RUNTIME_DIR\\fR, \\fBHOME\\fR",
        "Where the database and the socket go when trackd runs outside systemd.",
        ".TP", "\\fBNOTIFY_SOCKET\\fR, \\fBWATCHDOG_USEC\\fR, \\fBLISTEN_FDS\\fR, \\fBLISTEN_PID\\fR",
        "Set by systemd: readiness, status and watchdog notifications (Type=notify), "
        "and the socket passed by \\fItrackd.socket\\fR.",
        ".SH SIGNALS",
        ".TP", "\\fBSIGTERM\\fR, \\fBSIGINT\\fR, \\fBSIGHUP\\fR",
        "Finish the fix in hand, close the database cleanly and exit 0. "
        "Every fix that \\fBtrackctl status\\fR counted is kept; a restarted trackd resumes the unsaved recording. "
        "trackd reads its configuration only at start: restart it after a change.",
        ".TP", "\\fBSIGPIPE\\fR", "Ignored: a client that goes away is dropped, trackd goes on.",
        ".SH EXIT STATUS",
        ".TP", "\\fB0\\fR", "Stopped by a signal, cleanly.",
        ".TP", "\\fB1\\fR",
        "Could not start: a bad configuration or option value, a database that cannot be opened "
        "or is in use by another trackd, a socket that cannot be made, a replay file that cannot be read. "
        "The log says which, with the path and the reason.",
        ".TP", "\\fB64\\fR", "A usage error: an unknown option or a missing value.",
    ]
    return out + ending(command, ["trackctl(1)", "gpsd(8)", "gpxlogger(1)", "systemctl(1)", "journalctl(1)",
                                  "systemd.exec(5)"])


def trackweb_page(tree, version, date, config):
    command = tree["command"]
    arguments = command["arguments"]
    out = daemon_opening("trackweb", command, version, date)
    out += [".SH OPTIONS"]
    out += options_roff(arguments)
    out += [".SH CONFIGURATION"] + configuration_roff(config)
    out += [
        ".SH FILES",
        ".TP", "\\fI/etc/trackd/trackweb.conf\\fR", "The configuration (see CONFIGURATION).",
        ".TP", "\\fI/usr/share/javascript/leaflet\\fR", "Leaflet, from Debian's libjs-leaflet, served to the page.",
        ".TP", "\\fI/usr/local/lib/systemd/system/trackweb.service\\fR", "The unit \\fBmake install\\fR installs.",
        ".SH ENVIRONMENT",
        ".TP", "\\fBTRACKD_SOCKET\\fR", "trackd's control socket, when neither the option nor the file names one.",
        ".TP", "\\fBCREDENTIALS_DIRECTORY\\fR",
        "Set by systemd: the credential \\fIpassword\\fR there is the password when no password file is named.",
        ".TP", "\\fBTMPDIR\\fR", "Where an upload waits, nameless, on its way to trackd (default \\fI/tmp\\fR).",
        ".SH SIGNALS",
        ".TP", "\\fBSIGTERM\\fR, \\fBSIGINT\\fR", "Stop serving and exit 0; trackd goes on recording.",
        ".SH EXIT STATUS",
        ".TP", "\\fB0\\fR", "Stopped by a signal.",
        ".TP", "\\fB1\\fR",
        "Could not start: a bad configuration value, an address beyond this machine without a password, "
        "a password file others may read, an address that cannot be listened on.",
        ".TP", "\\fB64\\fR", "A usage error: an unknown option or a missing value.",
    ]
    return out + ending(command, ["trackd(8)", "trackctl(1)", "systemctl(1)", "systemd.exec(5)"])


def trackctl_page(tree, version, date):
    command = tree["command"]
    subcommands = [sub for sub in command["subcommands"] if sub["commandName"] != "help"]
    global_names = {"socket", "json", "help", "version"}
    out = header("trackctl", 1, "User Commands", version, date)
    out.append(f"trackctl \\- {escape(command['abstract'][0].lower() + command['abstract'][1:].rstrip('.'))}")
    out += [".SH SYNOPSIS"]
    for sub in subcommands:
        out += [".SY trackctl", "[\\fB\\-s\\fR \\fIpath\\fR] [\\fB\\-j\\fR]", f"\\fB{sub['commandName']}\\fR"]
        out += [
            synopsis_item(argument) for argument in sub["arguments"]
            if not any(name["name"] in global_names for name in argument.get("names", []))
        ]
        out.append(".YS")
    out += [".SH DESCRIPTION", escape(command["abstract"])]
    out += discussion_roff(command.get("discussion"), examples=False)
    out += [
        ".PP",
        "The global options may come before or after the command. "
        "With \\fB\\-\\-json\\fR, standard output carries one JSON document "
        "(\\fBwatch\\fR: one a line); on any failure, usage errors included, it is "
        "\\fB{\"error\": {\"code\": ..., \"message\": ...}}\\fR and the message for people goes to standard error.",
        ".SH OPTIONS",
    ]
    # The global options are in every subcommand's tree (an option group).
    shared = [argument for argument in subcommands[0]["arguments"]
              if any(name["name"] in ("socket", "json") for name in argument.get("names", []))]
    out += options_roff(shared + command["arguments"])
    out.append(".SH COMMANDS")
    for sub in subcommands:
        out += [".SS " + sub["commandName"], prose(sub["abstract"])]
        out += discussion_roff(sub.get("discussion"))
        local = options_roff(sub["arguments"], skip=global_names)
        if local:
            out += [".PP", "Arguments and options:"] + local
    out += [
        ".SH EXIT STATUS",
        ".TP", "\\fB0\\fR", "Done.",
        ".TP", "\\fB1\\fR",
        "trackd refused, or the command could not be done; the message says why "
        "(\"not recording\", \"nothing to save\", \"no such track 7\", a file that cannot be written).",
        ".TP", "\\fB2\\fR", "A usage error: an unknown command or option, a missing or bad value.",
        ".TP", "\\fB69\\fR",
        "trackd cannot be reached (EX_UNAVAILABLE); the message names the socket and how to start trackd.",
        ".SH ENVIRONMENT",
        ".TP", "\\fBTRACKD_SOCKET\\fR", "trackd's control socket, when \\fB\\-\\-socket\\fR is not given.",
        ".TP", "\\fBTRACKCTL_TIMEOUT\\fR",
        "Seconds to wait for trackd to answer, and between the chunks of an export (default 60; an import "
        "waits ten times as long). Past it, trackctl exits 69. Streams (\\fBwatch\\fR) wait as long as it takes.",
        ".TP", "\\fBXDG_RUNTIME_DIR\\fR",
        "Where a trackd run by hand puts its socket (\\fI$XDG_RUNTIME_DIR/trackd.sock\\fR), tried first.",
        ".TP", "\\fBCOLUMNS\\fR, \\fBLINES\\fR",
        "The size \\fBmap\\fR fits when standard output is not a terminal (80 by 24 otherwise).",
        ".TP", "\\fBTERM\\fR",
        "\\fBwatch\\fR and \\fBmap \\-\\-watch\\fR redraw in place on a terminal; "
        "with \\fBTERM\\fR unset or \\fIdumb\\fR they print lines instead.",
        ".SH FILES",
        ".TP", "\\fI/run/trackd/control.sock\\fR",
        "The socket of trackd run as a service; its group's members may use it.",
        ".TP", "\\fI$XDG_RUNTIME_DIR/trackd.sock\\fR", "The socket of a trackd run by hand.",
    ]
    return out + ending(command, ["trackd(8)", "gpsd(8)", "cgps(1)", "gpxlogger(1)", "jq(1)"])


def dump(binary):
    return json.loads(subprocess.run([binary, "--experimental-dump-help"], check=True,
                                     capture_output=True, text=True).stdout)


def main():
    if len(sys.argv) not in (5, 7):
        sys.exit("usage: manpages.py TRACKD TRACKCTL CONFIG OUTDIR [TRACKWEB WEBCONFIG]")
    trackd, trackctl, config, outdir = sys.argv[1:5]
    version = subprocess.run([trackd, "--version"], check=True, capture_output=True, text=True).stdout.strip()
    epoch = int(os.environ.get("SOURCE_DATE_EPOCH", datetime.datetime.now(datetime.timezone.utc).timestamp()))
    date = datetime.datetime.fromtimestamp(epoch, datetime.timezone.utc).strftime("%Y-%m-%d")
    os.makedirs(outdir, exist_ok=True)
    pages = {
        "trackd.8": trackd_page(dump(trackd), version, date, config),
        "trackctl.1": trackctl_page(dump(trackctl), version, date),
    }
    if len(sys.argv) == 7:
        trackweb, web_config = sys.argv[5:]
        pages["trackweb.8"] = trackweb_page(dump(trackweb), version, date, web_config)
    for name, lines in pages.items():
        with open(os.path.join(outdir, name), "w", encoding="utf-8") as file:
            file.write("\n".join(lines) + "\n")


if __name__ == "__main__":
    main()
