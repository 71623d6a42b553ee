#ifndef C_UNNAMED_FILE_H
#define C_UNNAMED_FILE_H

/// Opens a new regular file without a name in `directory` (`O_TMPFILE`),
/// for writing, close-on-exec, readable and writable by its owner only: it
/// never appears in the folder, so no crash can leave it behind. Returns the
/// descriptor, or -1 with `errno` set (`EOPNOTSUPP` or `EISDIR` where the
/// file system cannot make such a file). glibc declares `O_TMPFILE` only
/// under `_GNU_SOURCE`, which Swift's Glibc module does not define.
int trackd_open_unnamed(const char *directory);

#endif
