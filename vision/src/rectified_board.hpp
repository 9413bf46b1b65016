#pragma once
// The board warped to the template's frame at a fixed scale, with the images
// the readers share: the grey rectified board, its white top-hat (thin bright
// marks on a removed background) and a normalising white level.
#include <vector>

#include <opencv2/core.hpp>

namespace starsight::vision {

struct RectifiedBoard {
  cv::Mat gray;                 // CV_8U, kRectWidth x kRectHeight
  cv::Mat background;           // CV_8U: gray's local background (its opening: no line, star or small mark)
  cv::Mat tophat;               // CV_32F: gray minus that background
  cv::Matx33d photo_from_rect;  // rectified pixels -> photo pixels
  double scale = 1;             // rectified pixels per template unit

  // CV_32F: tophat lightly blurred (for peak finding), made in rows first..last at least (clipped to the board),
  // or in all of them. It is made on first use, where asked: the readers look at it a few rows round each point,
  // and a whole blur cost a cold frame 2.6 M instructions. Each row is the whole blur's, to the last bit.
  const cv::Mat& smooth(int first, int last) const;
  const cv::Mat& smooth() const { return smooth(0, tophat.rows - 1); }
  // After tophat was changed (its known artwork taken away): the blur is made again where next asked.
  void tophat_changed() { smooth_made_.clear(); }

 private:
  mutable cv::Mat smooth_;
  mutable std::vector<unsigned char> smooth_made_;  // per row
};

// `homography` maps template units to photo pixels.
// `scale` below the readers' kRectScale gives a cheaper, coarser board (for finding the stars).
RectifiedBoard rectify(const cv::Mat& photo_gray, const cv::Matx33d& homography, double scale = 1.0);

// Things lying over the board wider than a marker line or a mark but narrower than glare (a pen, a finger, a
// light card's edge), as their brightness above the sky's around them: CV_32F at half the board's scale.
cv::Mat wide_bright_things(const RectifiedBoard& r);

}  // namespace starsight::vision
