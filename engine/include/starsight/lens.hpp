#pragma once
// A camera lens's radial distortion, as calibration measures it on photos of
// blank boards, the reader takes it out of a photo, and the renderer puts it
// in: a point r from the image's centre (r in half-diagonals of the image, so
// that one lens fits the photo at any size it is looked at) is seen at
// r (1 + k1 r^2). Barrel distortion (straight lines bowed outward) has k1 < 0.
namespace starsight {

// The strongest distortion the model is used for, either way (phone lenses are far inside): calibration searches
// up to it, a stored lens beyond it is a damaged file, the renderer takes no stronger.
inline constexpr double kLargestLensK1 = 0.3;

struct Lens {
  double k1 = 0;
  bool none() const { return k1 == 0; }
};

struct PixelPoint {
  double x = 0, y = 0;
};

// Where the lens shows a point that a distortion-free camera would see at `p`, in a w x h image (pixel centres
// at integers, the image's centre at ((w - 1) / 2, (h - 1) / 2)).
PixelPoint distort(const Lens& lens, PixelPoint p, int w, int h);
// The inverse: where a distortion-free camera would see the point the lens shows at `p`.
PixelPoint undistort(const Lens& lens, PixelPoint p, int w, int h);
// The factor from a distorted radius to the undistorted one, for a distorted radius `r` in half-diagonals:
// undistort(p) = c + (p - c) * undistorted_scale(|p - c|). For |k1| up to kLargestLensK1 within the image.
double undistorted_scale(const Lens& lens, double r);

}  // namespace starsight
