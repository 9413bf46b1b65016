// Pictures with no board in them (a starry sky, noise, a dotted cloth, a plain table) are refused, whatever their
// size and however they reach the reader: as a photo file's bytes or as a live view's frame in memory. None is told
// that a board is cut off: stepping back from a starry sky would not help (the lattices and dark regions found on
// them that run out of the frame show no board's layout).
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include <opencv2/imgcodecs.hpp>

#include "starsight/render/no_board.hpp"
#include "starsight/vision/read_board.hpp"

namespace starsight::vision {
namespace {

std::string what_was_read(const Reading& r) {
  return "board " + std::to_string(r.board) + ", " + std::to_string(r.state.lines.count()) + " lines";
}

class NoBoard : public ::testing::TestWithParam<cv::Size> {};

TEST_P(NoBoard, EveryPictureOfNoBoardIsRefused) {
  for (const auto& [name, picture] : render::pictures_of_no_board(GetParam())) {
    const Reading frame = read_board(picture);
    EXPECT_FALSE(frame.ok()) << name << " as a frame was read: " << what_was_read(frame);
    EXPECT_EQ(frame.refusal, Refusal::NoBoard) << name << " as a frame: " << frame.message;
    EXPECT_FALSE(frame.message.empty()) << name;
    std::vector<unsigned char> jpeg;
    cv::imencode(".jpg", picture, jpeg, {cv::IMWRITE_JPEG_QUALITY, 92});
    const Reading photo = read_photo_bytes(jpeg);
    EXPECT_FALSE(photo.ok()) << name << " as a photo was read: " << what_was_read(photo);
    EXPECT_EQ(photo.refusal, Refusal::NoBoard) << name << " as a photo: " << photo.message;
    EXPECT_FALSE(photo.message.empty()) << name;
  }
}

INSTANTIATE_TEST_SUITE_P(Sizes, NoBoard,
                         ::testing::Values(cv::Size(1920, 1080), cv::Size(1280, 960), cv::Size(2048, 1536)));

}  // namespace
}  // namespace starsight::vision
