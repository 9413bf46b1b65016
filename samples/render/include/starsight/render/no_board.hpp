#pragma once
// Pictures with no board in them: what a user may point the camera at by mistake, and the regular or star-like
// patterns a board's star lattice is looked for hardest in. The reader must refuse every one of them.
#include <string>
#include <utility>
#include <vector>

#include <opencv2/core.hpp>

namespace starsight::render {

// Each picture, named ("a starry sky", "noise", "a dotted cloth", "a plain table"), `size` pixels, BGR; its patterns
// scale with the size as a photo's would (the sizes at 4032 pixels are a phone's 12 MP photo's).
std::vector<std::pair<std::string, cv::Mat>> pictures_of_no_board(cv::Size size);

}  // namespace starsight::render
