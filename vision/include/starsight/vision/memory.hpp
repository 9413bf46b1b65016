#pragma once
// How a program that reads photo after photo (a batch, a live camera view) keeps
// the memory of one reading for the next.

namespace starsight::vision {

// Asks the C library to keep freed image buffers for reuse instead of handing them back to the system.
// A 1080p reading allocates about 20 MB of temporaries (the star response alone is 8 MB of floats). Handed
// back, they return as fresh pages whose first touch faults, and on a virtual machine those faults are dear:
// glibc's own adaptive threshold keeps them after a couple of readings for most frames, but one 1080p frame
// read again and again kept touching 4,097 fresh pages (16 MB) each time and took 77-104 ms instead of
// 26-29 ms. Call once at start; the process then keeps the largest reading's worth of memory.
// False where the C library has no such setting (nothing is changed then).
bool keep_freed_image_memory();

}  // namespace starsight::vision
