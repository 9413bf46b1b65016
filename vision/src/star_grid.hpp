#pragma once
// First board guesses from the printed stars themselves, for photos where the
// sky's outline and the score panel don't give them (a dark table that merges
// with the sky, a hand or card across the panel, glare, a patterned cloth):
// compact bright spots (not lines) that sit on a locally regular grid are
// followed from neighbour to neighbour, with each of the commonest neighbour
// steps and their doubles, and each grid found is laid onto the board's lattice
// in the ways its stars allow (again among spots of other sizes than a pattern
// wider than any board, a dotted cloth, and among the strongest spots alone
// where a textured cloth gives too many). The placements that explain most of a
// board's stars come first, one per place in the photo.
#include <vector>

#include <opencv2/core.hpp>

#include "starsight/board.hpp"

namespace starsight::vision {

// Homographies template units -> `gray` pixels, likeliest first (at most `max_count`, each placing the board's
// centre elsewhere). A grid grown over two boards side by side, or among an illustration's small stars, can rank
// the subject's placement below a few wrong ones: 8 are tried (dev normal 5014 with art never tuned on: the
// subject's placement came 5th to 8th at some working sizes, and the board was refused with 4).
std::vector<cv::Matx33d> star_grid_candidates(const cv::Mat& gray, const BoardGeometry& geometry, int max_count = 8);

// A compact bright spot at the star grid's working size: where, how strongly, and at which of three scales (0, 1, 2:
// small to large) it stands out most.
struct StarSpot {
  cv::Point2d p;
  float peak = 0;
  int size = 0;
};

// The star-like spots of one photo, found once and searched for grids as often as asked.
class StarSpots {
 public:
  explicit StarSpots(const cv::Mat& gray);
  // As star_grid_candidates.
  std::vector<cv::Matx33d> candidates(const BoardGeometry& geometry, int max_count = 8) const;
  // The same among the spots outside `read` (outlines in `gray` pixels of boards already read): the grids of another
  // board, whose stars those boards' brighter or more numerous ones outweigh.
  std::vector<cv::Matx33d> candidates_beside(const BoardGeometry& geometry,
                                             const std::vector<std::vector<cv::Point2f>>& read,
                                             int max_count = 8) const;

 private:
  double k_;       // the working size over `gray`'s
  cv::Size size_;  // the working size
  std::vector<StarSpot> spots_;
};

}  // namespace starsight::vision
