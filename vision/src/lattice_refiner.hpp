#pragma once
// Refines a first homography to sub-pixel accuracy using the star lattice
// itself: find the printed star nearest each predicted lattice point in the
// photo, then fit the homography that maps the template lattice onto the stars
// found (RANSAC, then least squares on the inliers).
#include <vector>

#include <opencv2/core.hpp>

#include "starsight/board.hpp"

#include "star_field.hpp"

namespace starsight::vision {

struct RefinedLattice {
  cv::Matx33d homography;  // template units -> photo pixels
  int stars_matched = 0;   // inliers of the final fit
  double strength = 0;     // summed (capped) brightness of those stars: the fit's evidence
  double rms_error = 0;    // template units
  bool ok = false;
  // The stars the final fit was made on: template units and where each was found (photo pixels).
  std::vector<cv::Point2f> star_template, star_photo;
};

// The fits already made on one field, pass by pass. Each pass of a fit is a function of the homography it starts
// from (its windows, the board's scale, the response it reads, the RANSAC's fixed seed): a fit whose pass starts
// from a homography, to the last bit, that a finished fit's same pass started from ends as that fit did. Candidates
// on one board often meet so (the finder's outlines of one board, a fit turned onto one already made), and the
// rest of such a fit is not made again.
class LatticeFitMemo {
 public:
  // The fit that pass `pass` started from `start` ended in, if one did; null if none.
  const RefinedLattice* find(const BoardGeometry& g, int pass, const cv::Matx33d& start) const;
  void remember(const BoardGeometry& g, int pass, const cv::Matx33d& start, const RefinedLattice& end);
  // Likewise the placement checks that follow a fit: what a fit's checks (and the fits after a turn) settled on,
  // for a fit that ended in `fitted` to the last bit; null if none did.
  const RefinedLattice* settled(const BoardGeometry& g, const RefinedLattice& fitted) const;
  void remember_settled(const BoardGeometry& g, const RefinedLattice& fitted, const RefinedLattice& end);

 private:
  struct Entry {
    BoardGeometry g;
    int pass;
    cv::Matx33d start;
    RefinedLattice end;
  };
  struct Settled {
    BoardGeometry g;
    RefinedLattice fitted, end;
  };
  std::vector<Entry> entries_;
  std::vector<Settled> settled_;
};

// Whether homography `h` (template units -> photo pixels) places the board as a camera in front of it could show
// it: the board's depth keeps its sign over the whole board and varies no more than a steeply tilted photo shows.
// A fit that does not is no board's (refine_lattice finds no lattice there).
bool seen_from_in_front(const cv::Matx33d& h);

// With a memo, the fits made on `photo` (the same field every time) are remembered, and not made again.
RefinedLattice refine_lattice(StarField& photo, const cv::Matx33d& first, const BoardGeometry& geometry,
                              LatticeFitMemo* memo = nullptr);
RefinedLattice refine_lattice(const cv::Mat& photo_gray, const cv::Matx33d& first, const BoardGeometry& geometry);

// Template units of a lattice turned by `quarter_turns` x 90 degrees -> template units of the unturned
// one, lattice points onto lattice points: `h * lattice_turn(g, k)` is a fit `h` read the other way round.
cv::Matx33d lattice_turn(const BoardGeometry& geometry, int quarter_turns);
// Template units of a lattice moved by `pitches` (columns right, rows up) -> template units of the unmoved one:
// `h * lattice_shift(g, s)` is a fit `h` slipped by s pitches (half a pitch too: see refine_candidate).
cv::Matx33d lattice_shift(const BoardGeometry& geometry, cv::Point2d pitches);

}  // namespace starsight::vision
