#include "starsight/vision/memory.hpp"

#include <cstdlib>  // defines __GLIBC__ where the C library is glibc

#if defined(__GLIBC__)
#include <malloc.h>
#endif

namespace starsight::vision {

bool keep_freed_image_memory() {
#if defined(__GLIBC__)
  // Blocks up to 32 MB (glibc's most on 64-bit systems) come from the heap rather than mappings of their own,
  // and the heap is not trimmed until 256 MB lie free at its top: a reading's buffers are found again by the
  // next one. (A 12 MP photo's full decode is larger and keeps its own mapping: it is made once per photo.)
  return mallopt(M_MMAP_THRESHOLD, 32 << 20) == 1 && mallopt(M_TRIM_THRESHOLD, 256 << 20) == 1;
#else
  return false;
#endif
}

}  // namespace starsight::vision
