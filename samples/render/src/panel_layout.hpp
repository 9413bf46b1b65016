#pragma once
// Where the printed score panel's circles sit, in template units (546 x 800,
// origin top-left, y down). Shared by the printed board and by the marker
// (handwritten numbers and ticks).
#include <array>

#include <opencv2/core.hpp>

namespace starsight::render {

struct Circle {
  cv::Point2d c;
  double r = 0;
};

struct PanelLayout {
  double sky_bottom = 592;             // the people's ground line; the patterned band starts here
  double band_bottom = 606;            // the white panel starts here
  std::array<Circle, 6> checks{};      // sizes 3 4 5 / 6 7 8
  std::array<Circle, 4> icons{};       // planet, shooting star, point bonus, power bonus
  std::array<Circle, 4> categories{};  // the large circles under the icons
  Circle total;
};

inline const PanelLayout& panel_layout() {
  static const PanelLayout layout = [] {
    PanelLayout l;
    for (int i = 0; i < 6; ++i)
      l.checks[static_cast<std::size_t>(i)] = {{38.0 + 40.0 * (i % 3), 676.0 + 42.0 * (i / 3)}, 14};
    for (int i = 0; i < 4; ++i) {
      l.icons[static_cast<std::size_t>(i)] = {{194.0 + 70.0 * i, 648}, 17};
      l.categories[static_cast<std::size_t>(i)] = {{194.0 + 70.0 * i, 726}, 29};
    }
    l.total = {{494, 706}, 40};
    return l;
  }();
  return layout;
}

}  // namespace starsight::render
