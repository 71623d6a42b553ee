#define _GNU_SOURCE
#include <fcntl.h>

#include "CUnnamedFile.h"

int trackd_open_unnamed(const char *directory) {
    return open(directory, O_TMPFILE | O_WRONLY | O_CLOEXEC, 0600);
}
