#include "forwarding_libraries.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

/// Opens `name` and looks up each of `count` symbols into `table`, in order;
/// 0, or -1 with the reason in `error`.
static int load(const char *name, const char *const *symbols, size_t count, void **table, char *error, size_t size) {
    void *library = dlopen(name, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        snprintf(error, size, "%s", dlerror());
        return -1;
    }
    for (size_t index = 0; index < count; index++) {
        table[index] = dlsym(library, symbols[index]);
        if (table[index] == NULL) {
            snprintf(error, size, "%s has no %s", name, symbols[index]);
            return -1;
        }
    }
    return 0;
}

static const char *const mosquitto_symbols[] = {
    "mosquitto_lib_init", "mosquitto_new", "mosquitto_destroy", "mosquitto_int_option",
    "mosquitto_connect_callback_set", "mosquitto_publish_callback_set", "mosquitto_disconnect_callback_set",
    "mosquitto_username_pw_set", "mosquitto_tls_set", "mosquitto_connect", "mosquitto_publish", "mosquitto_loop",
    "mosquitto_disconnect", "mosquitto_strerror", "mosquitto_connack_string",
};

static const char *const curl_symbols[] = {
    "curl_global_init", "curl_easy_init", "curl_easy_setopt", "curl_easy_perform", "curl_easy_getinfo",
    "curl_easy_cleanup", "curl_easy_strerror",
};

// The tables are structs of function pointers in the symbols' order.
_Static_assert(sizeof(struct trackd_mosquitto) == sizeof(mosquitto_symbols) / sizeof(char *) * sizeof(void *),
               "one pointer a symbol");
_Static_assert(sizeof(struct trackd_curl) == sizeof(curl_symbols) / sizeof(char *) * sizeof(void *),
               "one pointer a symbol");

static pthread_once_t mosquitto_once = PTHREAD_ONCE_INIT;
static struct trackd_mosquitto mosquitto;
static int mosquitto_loaded = -1;
static char mosquitto_error[256];

static void load_mosquitto(void) {
    mosquitto_loaded = load("libmosquitto.so.1", mosquitto_symbols, sizeof(mosquitto_symbols) / sizeof(char *),
                            (void **)&mosquitto, mosquitto_error, sizeof(mosquitto_error));
    if (mosquitto_loaded == 0) mosquitto.lib_init();
}

const struct trackd_mosquitto *trackd_load_mosquitto(char *error, size_t size) {
    pthread_once(&mosquitto_once, load_mosquitto);
    if (mosquitto_loaded == 0) return &mosquitto;
    snprintf(error, size, "%s", mosquitto_error);
    return NULL;
}

static pthread_once_t curl_once = PTHREAD_ONCE_INIT;
static struct trackd_curl curl;
static int curl_loaded = -1;
static char curl_error[256];

static void load_curl(void) {
    curl_loaded = load("libcurl.so.4", curl_symbols, sizeof(curl_symbols) / sizeof(char *), (void **)&curl,
                       curl_error, sizeof(curl_error));
    if (curl_loaded == 0 && curl.global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
        snprintf(curl_error, sizeof(curl_error), "curl_global_init failed");
        curl_loaded = -1;
    }
}

const struct trackd_curl *trackd_load_curl(char *error, size_t size) {
    pthread_once(&curl_once, load_curl);
    if (curl_loaded == 0) return &curl;
    snprintf(error, size, "%s", curl_error);
    return NULL;
}

CURLcode trackd_curl_set_long(const struct trackd_curl *api, CURL *handle, CURLoption option, long value) {
    return api->easy_setopt(handle, option, value);
}

CURLcode trackd_curl_set_string(const struct trackd_curl *api, CURL *handle, CURLoption option, const char *value) {
    return api->easy_setopt(handle, option, value);
}

CURLcode trackd_curl_set_pointer(const struct trackd_curl *api, CURL *handle, CURLoption option, void *value) {
    return api->easy_setopt(handle, option, value);
}

CURLcode trackd_curl_set_write_function(const struct trackd_curl *api, CURL *handle,
                                        size_t (*function)(char *, size_t, size_t, void *)) {
    return api->easy_setopt(handle, CURLOPT_WRITEFUNCTION, function);
}

CURLcode trackd_curl_set_progress_function(const struct trackd_curl *api, CURL *handle,
                                           int (*function)(void *, curl_off_t, curl_off_t, curl_off_t, curl_off_t)) {
    return api->easy_setopt(handle, CURLOPT_XFERINFOFUNCTION, function);
}

CURLcode trackd_curl_response_code(const struct trackd_curl *api, CURL *handle, long *code) {
    return api->easy_getinfo(handle, CURLINFO_RESPONSE_CODE, code);
}
