#pragma once
// How sure a reading is that the whole state it read is right (Reading::confidence).

namespace starsight::vision {

// The belief that every reading of a state is right, from the product of what each of them was read at (every
// segment's line probability, every head's and mark's, read or not): that product treats hundreds of readings as
// independent, each a little short of certain, and so doubts a state read exactly far more than it should. The
// belief is the product mapped through a logistic fit to how often states were read exactly.
double state_confidence(double readings_product);

}  // namespace starsight::vision
