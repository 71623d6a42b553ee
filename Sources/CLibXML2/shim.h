// libxml2 is built with ICU, and its encoding.h would pull in ICU's headers,
// which clash with the ICU that Foundation bundles. trackd never touches the
// encoding handler structure that needs them, so leave them out.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED
#include <libxml/parser.h>
#include <libxml/dict.h>
#include <libxml/xmlreader.h>
#include <libxml/xmlerror.h>
