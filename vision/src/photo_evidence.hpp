#pragma once
// What the photo says for the rule decoder (Evidence): each line, star, mark and
// head as the models read them from the photo's measurements, doubted where the
// photo is known to mislead them (bowed strokes, rims, glare), and, once the
// board is known, its artwork and what lies over it (covers, washed-out glare).
#include "starsight/board.hpp"
#include "starsight/cards.hpp"
#include "starsight/vision/features.hpp"
#include "starsight/vision/read_board.hpp"
#include "starsight/vision/rule_decoder.hpp"

#include "rectified_board.hpp"

namespace starsight::vision {

// No game ends with more lines than this: 2 from each of the 18 night cards, and one from each use of the new-line
// power, whose shape takes 3 lines (state_json.hpp's kMaxDrawnLines says so of state files). A photo showing more
// plainly drawn is a pattern lying over the board, or no game's sheet (the most in 9,672 dev readings: 39). Weighing
// so many against the cards would cost beyond bounds: every segment between two stars of board 2 read drawn, the
// galaxy card in play, took 3 minutes.
inline constexpr int kMostLinesInAGame = most_lines_drawn(0, kNightCardsPlayed);

// What the photo's features say of each line, star, mark and head, before the rules and before the board is known
// (the card in play names the marks it can make). `e` refers to `features`, which must outlive it.
void add_photo_evidence(const PhotoFeatures& features, const ReadOptions& options, Evidence& e);

// What the photo says once the board (`e.board`) is known: which segments join two printed stars, its artwork points
// and the segments onto them, the points and segments something lies over or glare washes out, and the cards in
// play. Where calibration knows the board's artwork (ReadOptions::artwork), `rect` and `features` are measured
// again with the art taken away.
void add_known_board_evidence(const ReadOptions& options, const BoardGeometry& g, RectifiedBoard& rect,
                              PhotoFeatures& features, Evidence& e);

// Whether more lines show plainly between the board's stars than any game draws (kMostLinesInAGame).
bool more_lines_than_a_game(const Evidence& e);

}  // namespace starsight::vision
