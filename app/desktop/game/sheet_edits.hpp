#pragma once
// The corrections a user makes to a sheet, as pure functions on a State: the
// undo stack stores the states before and after, so these never need undoing.
#include <optional>

#include "starsight/state.hpp"

namespace starsight::desktop {

// Adds the line if absent, removes it if present. A segment that belongs to a
// shooting star is left alone (unmark the shooting star first).
State toggle_line(const State& s, SegmentId id);

// Adds or removes an object of `kind` at `p` (a galaxy covers p and its right
// neighbour; clicking either of its points removes it).
State toggle_object(const State& s, ObjectKind kind, Point p);

// Marks a diagonal segment as (part of) a shooting star, or unmarks it. Marking
// takes the segment out of the drawn lines and joins it to a shooting star on
// the same diagonal run when one ends there; unmarking gives it back to the
// drawn lines and splits the star if needed. Non-diagonal segments: unchanged.
State toggle_shooting_segment(const State& s, SegmentId id);

// Moves the head of the shooting star that ends at `p` to `p`; unchanged when
// no shooting star ends there.
State set_shooting_head(const State& s, Point p);

// Whether an object of `kind` sits at p (for galaxies, on either point).
bool has_object(const State& s, ObjectKind kind, Point p);
// The index of the shooting star using segment `id`, if any.
std::optional<std::size_t> shooting_star_with(const State& s, SegmentId id);

}  // namespace starsight::desktop
