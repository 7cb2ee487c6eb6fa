/* A C file of units_host.cpp's program: compiled as C (a C++ compiler would reject the
   implicit conversion from void * below). */
#include <stdlib.h>

int addOne(int x) {
  int *p = malloc(sizeof(int));
  int result;
  *p = x + 1;
  result = *p;
  free(p);
  return result;
}
