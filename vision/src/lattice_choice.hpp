#pragma once
// Where the photo's subject lies: the lattice of printed stars of the board to
// score, chosen among every board-shaped thing the finder and the star grid
// show (other players' boards, a table or a cloth that looks like one), or found
// again where it was last seen.
#include <opencv2/core.hpp>

#include "starsight/board.hpp"
#include "starsight/vision/features.hpp"

#include "lattice_refiner.hpp"

namespace starsight::vision {

// How plainly the photo shows a board's layout through `h` (template units -> photo pixels): 1 for a dark sky over a
// white score panel with its black circles, less for a layout that only looks like one (a lattice turned or slipped by
// a pitch, on the table, under glare), 0.1 for none.
double layout_agreement(const cv::Mat& gray, const cv::Matx33d& h);
// A layout this agreeable or more shows at least a board's dark sky over a bright panel.
inline constexpr double kBoardLayout = 0.3;

// The lattice of the photo's subject (`last_seen`: where a board was last seen, looked at first). Not ok when there
// is none: `out` then holds the refusal and what to do. Also records in `out` what was seen of other boards beside
// the one chosen (unread_board_beside_area, unread_stars_beside, less_drawn_board_beside,
// about_as_drawn_board_beside).
RefinedLattice subject_lattice(const cv::Mat& gray, const BoardGeometry& g, const cv::Matx33d* last_seen,
                               PhotoFeatures& out);

}  // namespace starsight::vision
