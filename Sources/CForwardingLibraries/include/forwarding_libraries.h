// libmosquitto and libcurl, loaded with dlopen when forwarding is configured
// rather than linked: linked, they and their 35 dependencies were mapped into
// every trackd and every trackctl (a link to it), forwarding or not (+5 MB
// resident, +7 ms a trackctl call). The headers give the types and
// constants; each library's functions trackd calls are a table of pointers.

#ifndef TRACKD_FORWARDING_LIBRARIES_H
#define TRACKD_FORWARDING_LIBRARIES_H

#include <curl/curl.h>
#include <mosquitto.h>
#include <stdbool.h>
#include <stddef.h>

/// The functions of libmosquitto.so.1 that trackd calls.
struct trackd_mosquitto {
    int (*lib_init)(void);
    struct mosquitto *(*new_client)(const char *id, bool clean_session, void *context);
    void (*destroy)(struct mosquitto *client);
    int (*int_option)(struct mosquitto *client, enum mosq_opt_t option, int value);
    void (*connect_callback_set)(struct mosquitto *client, void (*callback)(struct mosquitto *, void *, int));
    void (*publish_callback_set)(struct mosquitto *client, void (*callback)(struct mosquitto *, void *, int));
    void (*disconnect_callback_set)(struct mosquitto *client, void (*callback)(struct mosquitto *, void *, int));
    int (*username_pw_set)(struct mosquitto *client, const char *user, const char *password);
    int (*tls_set)(struct mosquitto *client, const char *ca_file, const char *ca_path, const char *cert_file,
                   const char *key_file, int (*password_callback)(char *, int, int, void *));
    int (*connect)(struct mosquitto *client, const char *host, int port, int keepalive);
    int (*publish)(struct mosquitto *client, int *message_id, const char *topic, int length, const void *payload,
                   int qos, bool retain);
    int (*loop)(struct mosquitto *client, int timeout, int max_packets);
    int (*disconnect)(struct mosquitto *client);
    const char *(*strerror)(int code);
    const char *(*connack_string)(int code);
};

/// The functions of libcurl.so.4 that trackd calls.
struct trackd_curl {
    CURLcode (*global_init)(long flags);
    CURL *(*easy_init)(void);
    CURLcode (*easy_setopt)(CURL *handle, CURLoption option, ...);
    CURLcode (*easy_perform)(CURL *handle);
    CURLcode (*easy_getinfo)(CURL *handle, CURLINFO info, ...);
    void (*easy_cleanup)(CURL *handle);
    const char *(*easy_strerror)(CURLcode code);
};

/// libmosquitto, loaded and initialised once; NULL when it cannot be, with
/// the reason in `error`.
const struct trackd_mosquitto *trackd_load_mosquitto(char *error, size_t size);

/// libcurl, loaded and initialised once; NULL when it cannot be, with the
/// reason in `error`.
const struct trackd_curl *trackd_load_curl(char *error, size_t size);

// curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot
// call: one typed wrapper for each kind of value trackd passes.
CURLcode trackd_curl_set_long(const struct trackd_curl *curl, CURL *handle, CURLoption option, long value);
CURLcode trackd_curl_set_string(const struct trackd_curl *curl, CURL *handle, CURLoption option, const char *value);
CURLcode trackd_curl_set_pointer(const struct trackd_curl *curl, CURL *handle, CURLoption option, void *value);
CURLcode trackd_curl_set_write_function(const struct trackd_curl *curl, CURL *handle,
                                        size_t (*function)(char *, size_t, size_t, void *));
CURLcode trackd_curl_set_progress_function(const struct trackd_curl *curl, CURL *handle,
                                           int (*function)(void *, curl_off_t, curl_off_t, curl_off_t, curl_off_t));
CURLcode trackd_curl_response_code(const struct trackd_curl *curl, CURL *handle, long *code);

#endif
