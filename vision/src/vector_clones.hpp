#pragma once
// Loops the compiler puts in vector lanes are made twice on x86-64: for AVX2 (four doubles, eight ints or 32 bytes
// a step) and for the baseline, the one to run picked when the program is loaded (GCC's and Clang's target_clones).
// Elsewhere they are made once, for the target.
#if defined(__x86_64__) && defined(__GNUC__) && defined(__ELF__)
#define STARSIGHT_VECTOR_CLONES [[gnu::target_clones("avx2", "default")]]
#else
#define STARSIGHT_VECTOR_CLONES
#endif
