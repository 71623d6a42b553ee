// libxml2 is built with ICU, and its encoding.h would pull in ICU's headers,
// which clash with the ICU that Foundation bundles. trackd never touches the
// encoding handler structure that needs them, so leave them out.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/dict.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlerror.h>

// libxml2 prints some errors (an encoding that cannot be converted) to
// stderr through its generic handler, which takes C varargs Swift cannot
// provide. The reader reports every error itself, with the file and line,
// through the parser's structured handler: the generic one stays quiet.
static void trackd_xml_ignore_generic_error(void *context, const char *message, ...) {
    (void)context;
    (void)message;
}

/// Quiets libxml2's generic error output on the calling thread.
static inline void trackd_xml_quiet_generic_errors(void) {
    xmlSetGenericErrorFunc(NULL, trackd_xml_ignore_generic_error);
}
