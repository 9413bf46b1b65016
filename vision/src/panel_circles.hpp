#pragma once
// Finds boards by their score panel's black circles: four equal category circles in a row, the larger total
// circle beyond the last one. Where two boards lie side by side their white panels merge into one bright
// region and their skies may merge too, but each panel's circles stay apart: the row places its board when
// neither the outline nor the panel's edges do. The circles' ellipses tell the foreshortening, so the
// placement holds under tilt well enough for the lattice refiner to start from it.
#include <vector>

#include <opencv2/core.hpp>

namespace starsight::vision {

// Homographies (template units -> `coarse` pixels), one per row of panel circles found in `gray`, those that more
// of the panel's circles place first.
// `coarse`: the photo as the board finder works on it (about 480 pixels, blurred); `otsu`: the grey level
// between its dark sky and its white panel.
std::vector<cv::Matx33d> panel_circle_candidates(const cv::Mat& gray, const cv::Mat& coarse, double otsu);

}  // namespace starsight::vision
