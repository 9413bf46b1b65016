#pragma once
// Things on the table besides the board: other players' boards, game cards, a
// hand, a marker pen. They lie on the table plane, so they are placed in board
// template units and drawn through the camera homography.
#include <string>
#include <vector>

#include <opencv2/core.hpp>

#include "geometry2d.hpp"
#include "random.hpp"
#include "starsight/render/render.hpp"

namespace starsight::render {

struct ClutterOutcome {
  std::vector<std::string> names;                   // what was put in view
  std::vector<std::vector<cv::Point2d>> occluders;  // drawn over the board, photo pixels
  std::vector<std::vector<cv::Point>> shadows;      // polygons casting soft shadows, photo pixels
};

// Things lying under or beside the board (drawn before it).
void draw_clutter_below(cv::Mat& photo, const cv::Matx33d& h, int main_board, ArtStyle style, Rng& rng,
                        ClutterOutcome& out);
// Things over the board's edge (drawn after it); `overlap_chance` for each.
void draw_clutter_above(cv::Mat& photo, const cv::Matx33d& h, double overlap_chance, Rng& rng, ClutterOutcome& out);

}  // namespace starsight::render
