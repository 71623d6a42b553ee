#include <systemd/sd-daemon.h>
#include <systemd/sd-id128.h>
