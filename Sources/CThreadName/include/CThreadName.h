#ifndef C_THREAD_NAME_H
#define C_THREAD_NAME_H

/// Names the calling thread as `top -H` and `ps -L` show it (at most 15
/// bytes; longer names are refused). glibc declares `pthread_setname_np`
/// only under `_GNU_SOURCE`, which Swift's Glibc module does not define.
int trackd_name_current_thread(const char *name);

#endif
