#include <gps.h>
#include <math.h>
