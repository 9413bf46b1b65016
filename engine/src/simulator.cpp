#include "starsight/simulator.hpp"

#include <algorithm>
#include <array>
#include <cstdint>
#include <stdexcept>
#include <string>
#include <vector>

#include "starsight/board.hpp"
#include "starsight/moves.hpp"
#include "starsight/occurrences.hpp"

#include "set_bit.hpp"

namespace starsight {
namespace {

// SplitMix64 (Steele, Lea, Flood 2014): tiny, fast, and the same numbers on
// every platform, which std::uniform_int_distribution does not promise.
class Rng {
 public:
  explicit Rng(std::uint64_t seed) : state_(seed) {}
  std::uint64_t next() {
    std::uint64_t z = (state_ += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
  }
  // 0..n-1 (n >= 1); the modulo bias is below 2^-40 for the sizes used here.
  std::uint64_t below(std::uint64_t n) { return next() % n; }
  int between(int lo, int hi) { return lo + static_cast<int>(below(static_cast<std::uint64_t>(hi - lo + 1))); }
  bool chance(int permille) { return static_cast<int>(below(1000)) < permille; }

  // An index drawn with probability proportional to `weights` (all >= 1).
  std::size_t pick(const std::vector<std::int64_t>& weights) {
    std::int64_t total = 0;
    for (auto w : weights) total += w;
    auto r = static_cast<std::int64_t>(below(static_cast<std::uint64_t>(total)));
    for (std::size_t i = 0; i < weights.size(); ++i) {
      if (r < weights[i]) return i;
      r -= weights[i];
    }
    return weights.size() - 1;
  }

 private:
  std::uint64_t state_;
};

// How one simulated player plays: drawn per game so that the end states vary
// the way real players' sheets do.
struct Style {
  int skip = 0;         // per mille of shape cards passed although playable
  int shooting = 0;     // per mille of shooting-star cards drawn when possible
  int use_power = 0;    // per mille of earned powers used
  int grow = 0;         // weight for lines that extend an existing group
  int sizes = 0;        // weight per point of constellation sizes gained or lost
  int planet = 0;       // weight per new line end next to a planet
  int point_bonus = 0;  // weight per ★ occurrence completed (times its value)
  int power_bonus = 0;  // weight per ✨ occurrence completed
  int dawn = 0;         // weight for lines in rows the sun will cover next
  int sharpness = 1;    // 1: mild preferences, 3: nearly greedy

  static Style draw(Rng& rng) {
    Style s;
    s.skip = rng.between(10, 90);
    s.shooting = rng.between(500, 950);
    s.use_power = rng.between(850, 1000);
    s.grow = rng.between(10, 30);
    s.sizes = rng.between(6, 20);
    s.planet = rng.between(0, 10);
    s.point_bonus = rng.between(0, 60);
    s.power_bonus = rng.between(0, 25);
    s.dawn = rng.between(0, 8);
    s.sharpness = rng.between(1, 3);
    return s;
  }
};

// Segment ends and crossings as plain arrays, for the inner loop.
struct SegmentTable {
  std::array<std::array<std::uint8_t, 2>, kSegmentCount> ends{};
  std::array<int, kSegmentCount> crossing{};
  std::array<int, kPointCount> row{};
  SegmentTable() {
    for (int id = 0; id < kSegmentCount; ++id) {
      ends[bit(id)] = {static_cast<std::uint8_t>(point_index(segment(id).a)),
                       static_cast<std::uint8_t>(point_index(segment(id).b))};
      crossing[bit(id)] = crossing_segment(id).value_or(-1);
    }
    for (int i = 0; i < kPointCount; ++i) row[bit(i)] = point_at(i).y;
  }
};

const SegmentTable& segment_table() {
  static const SegmentTable t;
  return t;
}

// For one bonus card's placements, the segment -> placement index, so that
// adding a line touches only the occurrences it belongs to.
struct ShapeIndex {
  const std::vector<Placement>* placements = nullptr;
  std::array<std::vector<int>, kSegmentCount> by_segment;

  explicit ShapeIndex(const std::vector<Placement>& p) : placements(&p) {
    for (std::size_t i = 0; i < p.size(); ++i)
      for (SegmentId id : p[i].lines) by_segment[bit(id)].push_back(static_cast<int>(i));
  }
};

// What the new lines do for a bonus shape: how many occurrences they
// complete, and how few lines the closest one they belong to still lacks.
struct Progress {
  int done = 0;
  int closest = 99;
};

// How far each placement of a bonus shape is from being on the sheet.
class ShapeTracker {
 public:
  ShapeTracker() = default;
  ShapeTracker(const ShapeIndex& index, const SegmentSet& lines) : index_(&index) {
    for (const Placement& p : *index.placements) missing_.push_back(static_cast<int>(p.lines.size()));
    for_each_bit(lines, [&](int id) { add_line(id); });
    stamp_.assign(missing_.size(), 0);
  }
  explicit operator bool() const { return index_ != nullptr; }

  void add_line(SegmentId id) {
    for (int p : index_->by_segment[bit(id)]) --missing_[bit(p)];
  }

  // The lines of a complete placement holding `id`, or nullptr.
  const SegmentSet* complete_with(SegmentId id) const {
    for (int p : index_->by_segment[bit(id)])
      if (missing_[bit(p)] == 0) return &(*index_->placements)[bit(p)].set;
    return nullptr;
  }

  // Stamps mark the placements holding the second line, so that one holding
  // both lines is counted once, without looking at its lines.
  Progress progress(std::array<SegmentId, 2> lines, int n) {
    Progress out;
    const auto count = [&](int left) {
      if (left == 0) ++out.done;
      out.closest = std::min(out.closest, left);
    };
    tick_ += 2;
    const std::vector<int>& first = index_->by_segment[bit(lines[0])];
    if (n == 1) {
      for (int p : first) count(missing_[bit(p)] - 1);
      return out;
    }
    const std::vector<int>& second = index_->by_segment[bit(lines[1])];
    for (int p : second) stamp_[bit(p)] = tick_;
    for (int p : first) {
      const bool both = stamp_[bit(p)] == tick_;
      if (both) stamp_[bit(p)] = tick_ + 1;
      count(missing_[bit(p)] - (both ? 2 : 1));
    }
    for (int p : second)
      if (stamp_[bit(p)] != tick_ + 1) count(missing_[bit(p)] - 1);
    return out;
  }

 private:
  const ShapeIndex* index_ = nullptr;
  std::vector<int> missing_;          // per placement: lines not yet on the sheet
  std::vector<std::uint32_t> stamp_;  // per placement: last tick that saw it
  std::uint32_t tick_ = 0;
};

const ShapeIndex& point_index_of(int card) {
  static const auto all = [] {
    std::vector<ShapeIndex> v;
    for (int n = 1; n <= 10; ++n) v.emplace_back(point_card_placements(n));
    return v;
  }();
  return all[bit(card - 1)];
}

const ShapeIndex& power_index_of(Power p) {
  static const auto all = [] {
    std::vector<ShapeIndex> v;
    for (int n = 0; n < kPowerCount; ++n) v.emplace_back(power_card_placements(static_cast<Power>(n)));
    return v;
  }();
  return all[bit(static_cast<int>(p))];
}

// The connected groups of the sheet's lines, labelled per point, as the
// player sees them before a move.
struct Groups {
  static constexpr int kMaxSize = 128;
  static constexpr int kMaxGroups = kPointCount / 2;  // each group has 2 points or more
  std::array<std::int8_t, kPointCount> at{};          // group of the lines ending at a point, or -1
  int count = 0;
  std::array<int, kMaxGroups> size{};
  std::array<bool, kMaxGroups> nova{};
  std::array<int, kMaxSize> by_size{};  // number of groups of each size

  Groups(const SegmentSet& lines, const State& s) {
    const SegmentTable& t = segment_table();
    std::array<int, kPointCount> parent{};
    for (int i = 0; i < kPointCount; ++i) parent[bit(i)] = i;
    const auto find = [&](int i) {
      while (parent[bit(i)] != i) i = parent[bit(i)] = parent[bit(parent[bit(i)])];
      return i;
    };
    const auto join = [&](int a, int b) { parent[bit(find(a))] = find(b); };
    for_each_bit(lines, [&](int id) {
      join(t.ends[bit(id)][0], t.ends[bit(id)][1]);
      const int other = t.crossing[bit(id)];
      if (other >= 0 && lines[bit(other)]) join(t.ends[bit(id)][0], t.ends[bit(other)][0]);
    });
    std::array<int, kPointCount> label{};
    label.fill(-1);
    at.fill(-1);
    for_each_bit(lines, [&](int id) {
      const int root = find(t.ends[bit(id)][0]);
      if (label[bit(root)] < 0) label[bit(root)] = count++;
      const int g = label[bit(root)];
      ++size[bit(g)];
      at[t.ends[bit(id)][0]] = static_cast<std::int8_t>(g);
      at[t.ends[bit(id)][1]] = static_cast<std::int8_t>(g);
    });
    for (Point p : s.novas)
      if (in_lattice(p) && at[bit(p)] >= 0) nova[bit(at[bit(p)])] = true;
    for (int g = 0; g < count; ++g) ++by_size[bit(std::min(size[bit(g)], kMaxSize - 1))];
  }

  int group_at(Point p) const { return in_lattice(p) ? at[bit(p)] : -1; }

  // Constellation points as the score box sees them: each size 3..8 once.
  int constellation_points() const {
    int total = 0;
    for (int n = 3; n <= 8; ++n)
      if (by_size[bit(n)] > 0) total += n;
    return total;
  }

  // Distinct groups (of 2 lines or more) with a star adjacent to `p`.
  int groups_around(Point p) const {
    std::array<int, 8> seen{};
    int count = 0;
    for (Point n : neighbours(p)) {
      const int g = at[bit(n)];
      if (g < 0 || size[bit(g)] < 2 || std::find(seen.begin(), seen.begin() + count, g) != seen.begin() + count)
        continue;
      seen[bit(count++)] = g;
    }
    return count;
  }
};

class Player {
 public:
  Player(State& s, const Style& style, Rng& rng) : s_(s), style_(style), rng_(rng) {
    const PlayView start = play_view(s_, 0);
    lines_ = start.lines;
    if (s_.point_card) {
      points_ = ShapeTracker(point_index_of(*s_.point_card), lines_);
      point_value_ = point_card(*s_.point_card).value;
    }
    if (s_.power_card) {
      powers_ = ShapeTracker(power_index_of(*s_.power_card), lines_);
    }
  }

  void play(const NightCard& card, int card_index, int deck) {
    const PlayView view = play_view(s_, deck);
    if (card.shooting_star) {
      if (rng_.chance(style_.shooting)) draw_shooting_star(view);
      return;
    }
    if (rng_.chance(style_.skip)) return;
    sample_placements(view, card_index);
    if (moves_.empty()) return;
    const Groups groups(view.lines, s_);
    const Context ctx = context(view, groups);
    weights_.clear();
    for (const CardPlacement& m : moves_) weights_.push_back(sharpen(value({m.first, m.second}, 2, ctx)));
    const CardPlacement chosen = moves_[rng_.pick(weights_)];
    apply(s_, chosen);
    lines_added({chosen.first, chosen.second}, 2, deck);
  }

 private:
  // A player weighs a handful of places, not all of them: a random sample
  // keeps the game fast and the choices human.
  static constexpr std::size_t kConsidered = 32;

  // Up to kConsidered legal placements of a card, drawn at random without
  // repetition: a partial Fisher-Yates shuffle that stops once enough are found.
  void sample_placements(const PlayView& view, int card) {
    const auto all = all_card_placements(card);
    order_.resize(all.size());
    for (std::size_t i = 0; i < order_.size(); ++i) order_[i] = static_cast<int>(i);
    moves_.clear();
    const bool limited = view.nova.joining.any();
    for (std::size_t i = 0; i < order_.size() && moves_.size() < kConsidered; ++i) {
      std::swap(order_[i], order_[i + rng_.below(order_.size() - i)]);
      const CardPlacement& m = all[bit(order_[i])];
      if (!view.drawable[bit(m.first)] || !view.drawable[bit(m.second)]) continue;
      const std::array<SegmentId, 2> lines{m.first, m.second};
      if (limited && !within_nova_limit(view, lines)) continue;
      moves_.push_back(m);
    }
  }

  struct Context {
    const Groups* groups;
    PointSet planet_near;
    int deck;
    int constellation_points;
  };

  Context context(const PlayView& view, const Groups& groups) const {
    Context c{&groups, {}, view.deck, groups.constellation_points()};
    const auto near = [&](Point p) {
      for (Point n : neighbours(p)) c.planet_near.set(bit(n));
    };
    for (Point p : board(s_.board).planets) near(p);
    for (Point p : s_.planets) near(p);
    return c;
  }

  std::int64_t sharpen(std::int64_t w) const {
    w = std::max<std::int64_t>(w, 1);
    std::int64_t out = w;
    for (int i = 1; i < style_.sharpness; ++i) out *= w;
    return out;
  }

  // How much this player likes drawing `lines` (1 or 2 new segments) now.
  std::int64_t value(std::array<SegmentId, 2> lines, int n, const Context& ctx) {
    const Groups& g = *ctx.groups;
    const SegmentTable& t = segment_table();
    // The groups each new line joins: through its ends or a crossing line.
    std::array<std::array<int, 3>, 2> touched{};
    std::array<int, 2> touched_count{};
    for (int i = 0; i < n; ++i) {
      const auto& ends = t.ends[bit(lines[bit(i)])];
      auto& list = touched[bit(i)];
      int& c = touched_count[bit(i)];
      const auto add = [&](int group) {
        if (group >= 0 && std::find(list.begin(), list.begin() + c, group) == list.begin() + c) list[bit(c++)] = group;
      };
      add(g.at[ends[0]]);
      add(g.at[ends[1]]);
      const int other = t.crossing[bit(lines[bit(i)])];
      if (other >= 0 && lines_.test(bit(other))) add(g.at[t.ends[bit(other)][0]]);
    }
    bool joined = false;
    if (n == 2) {
      const auto &a = t.ends[bit(lines[0])], &b = t.ends[bit(lines[1])];
      joined = a[0] == b[0] || a[0] == b[1] || a[1] == b[0] || a[1] == b[1] || t.crossing[bit(lines[0])] == lines[1];
      for (int i = 0; i < touched_count[0] && !joined; ++i)
        joined = std::find(touched[1].begin(), touched[1].begin() + touched_count[1], touched[0][bit(i)]) !=
                 touched[1].begin() + touched_count[1];
    }
    // The groups after the move, as changes to the count of each size that
    // scores (3..8); sizes above 8 only matter as a warning.
    std::int64_t w = 20;
    std::array<int, 9> delta{};
    const auto count = [&](int size, int d) {
      if (size <= 8) delta[bit(size)] += d;
    };
    const auto component = [&](const int* first, int first_count, const int* more, int more_count, int new_lines) {
      int size = new_lines;
      bool nova = false;
      std::array<int, 6> all{};
      int k = 0;
      for (int j = 0; j < first_count + more_count; ++j) {
        const int group = j < first_count ? first[j] : more[j - first_count];
        if (std::find(all.begin(), all.begin() + k, group) != all.begin() + k) continue;
        all[bit(k++)] = group;
        size += g.size[bit(group)];
        nova = nova || g.nova[bit(group)];
        count(g.size[bit(group)], -1);
      }
      count(size, +1);
      if (k > 0) w += style_.grow;
      if (size > (nova ? 10 : 8)) w -= 35;
    };
    if (n == 2 && joined) {
      component(touched[0].data(), touched_count[0], touched[1].data(), touched_count[1], 2);
    } else {
      component(touched[0].data(), touched_count[0], nullptr, 0, 1);
      if (n == 2) component(touched[1].data(), touched_count[1], nullptr, 0, 1);
    }
    int after = 0;
    for (int size = 3; size <= 8; ++size)
      if (g.by_size[bit(size)] + delta[bit(size)] > 0) after += size;
    w += style_.sizes * (after - ctx.constellation_points);

    const int dawn_row = ctx.deck < kDeckCount - 1 ? first_usable_row(ctx.deck + 1) : 0;
    for (int i = 0; i < n; ++i) {
      const auto& ends = t.ends[bit(lines[bit(i)])];
      w += style_.planet * (ctx.planet_near.test(ends[0]) + ctx.planet_near.test(ends[1]));
      if (t.row[ends[0]] < dawn_row && t.row[ends[1]] < dawn_row) w += style_.dawn;
    }
    if (points_) w += bonus_weight(points_.progress(lines, n), style_.point_bonus * point_value_ / 3);
    if (powers_) w += bonus_weight(powers_.progress(lines, n), style_.power_bonus);
    return w;
  }

  // Weight for progress towards a bonus shape worth `bonus` per occurrence.
  static std::int64_t bonus_weight(const Progress& p, int bonus) {
    if (p.done > 0) return static_cast<std::int64_t>(bonus) * p.done;
    return p.closest <= 2 ? bonus / (2 * p.closest) : 0;
  }

  void draw_shooting_star(const PlayView& view) {
    const auto runs = shooting_star_runs(view);
    if (runs.empty()) return;
    weights_.clear();
    for (const DiagonalRun& run : runs) weights_.push_back(run.length == 3 ? 6 : run.length == 2 ? 3 : 1);
    const DiagonalRun& run = runs[rng_.pick(weights_)];
    apply(s_, shooting_star(run, static_cast<int>(rng_.below(2))));
  }

  // Bookkeeping after lines were drawn, then the powers they earned.
  void lines_added(std::array<SegmentId, 2> lines, int n, int deck) {
    bool completes_power = false;
    for (int i = 0; i < n; ++i) {
      const SegmentId id = lines[bit(i)];
      lines_.set(bit(id));
      if (points_) points_.add_line(id);
      if (powers_) powers_.add_line(id);
    }
    if (!powers_) return;
    SegmentSet earned_by;
    for (int i = 0; i < n; ++i)
      if (const SegmentSet* done = powers_.complete_with(lines[bit(i)])) {
        completes_power = true;
        if (earned_by.none()) earned_by = *done;
      }
    if (!completes_power) return;
    const int earned = powers_earned(s_);
    while (granted_ < earned) {
      ++granted_;
      if (rng_.chance(style_.use_power)) use_power(earned_by, deck);
    }
  }

  void use_power(const SegmentSet& earned_by, int deck) {
    const PlayView view = play_view(s_, deck);
    const auto uses = power_uses(s_, view, *s_.power_card, earned_by);
    if (uses.empty()) return;
    const Groups groups(view.lines, s_);
    const Context ctx = context(view, groups);
    weights_.clear();
    for (const PowerUse& u : uses) weights_.push_back(sharpen(power_value(u, groups, ctx)));
    const PowerUse chosen = uses[rng_.pick(weights_)];
    apply(s_, chosen);
    if (chosen.power == Power::NewLine) lines_added({chosen.line, chosen.line}, 1, deck);
  }

  std::int64_t power_value(const PowerUse& u, const Groups& g, const Context& ctx) {
    const Point p = u.at[0];
    switch (u.power) {
      case Power::Planet:
        return 2 + 6 * g.groups_around(p);
      case Power::TwinklingStar: {
        const int around = g.groups_around(p);
        return around == 2 ? 20 : around == 1 ? 6 : around == 3 ? 3 : 1;
      }
      case Power::Galaxy:
        return 4;
      case Power::NewStars: {
        int near_stars = 0;
        for (Point q : u.at)
          for (Point n : neighbours(q)) near_stars += g.group_at(n) >= 0 ? 2 : 0;
        return 2 + near_stars;
      }
      case Power::Nova: {
        const int size = g.size[bit(g.group_at(p))];
        return size >= 6 ? 10 + size : 3;
      }
      case Power::LuminousAura: {
        const int size = g.size[bit(g.group_at(p))];
        return g.by_size[bit(size)] == 1 ? 6 + size : 3;
      }
      case Power::CrescentMoon: {
        std::array<bool, 64> seen{};
        int lines_of = 0;
        for (int i = 0; i < kPointCount; ++i) {
          const Point q = point_at(i);
          const int group = g.at[bit(i)];
          if ((q.x == p.x || q.y == p.y) && group >= 0 && g.size[bit(group)] >= 3 && group < 64 && !seen[bit(group)]) {
            seen[bit(group)] = true;
            ++lines_of;
          }
        }
        return 1 + 5 * lines_of;
      }
      case Power::BlackHole: {
        int free_around = 0;
        for (Point n : neighbours(p)) free_around += g.group_at(n) < 0 ? 1 : 0;
        return 1 + 3 * free_around;
      }
      case Power::NewLine:
        return value({u.line, u.line}, 1, ctx);
    }
    return 1;
  }

  State& s_;
  const Style& style_;
  Rng& rng_;
  SegmentSet lines_;  // drawn + printed, kept up to date
  ShapeTracker points_;
  int point_value_ = 0;
  ShapeTracker powers_;
  int granted_ = 0;  // ✨ uses earned so far (used or declined)
  std::vector<std::int64_t> weights_;
  std::vector<int> order_;
  std::vector<CardPlacement> moves_;
};

}  // namespace

State simulate_game(std::uint64_t seed, const GameOptions& options) {
  if (options.board && (*options.board < 1 || *options.board > 8))
    throw std::invalid_argument("simulate_game: board must be 1..8, not " + std::to_string(*options.board));
  if (options.point_card && (*options.point_card < 1 || *options.point_card > 10))
    throw std::invalid_argument("simulate_game: point card must be 1..10, not " + std::to_string(*options.point_card));
  Rng rng(seed);
  State s;
  s.board = options.board.value_or(rng.between(1, 8));
  s.point_card = options.point_card.value_or(rng.between(1, 10));
  s.power_card = options.power_card.value_or(static_cast<Power>(rng.between(0, options.advanced_powers ? 8 : 4)));
  const Style style = Style::draw(rng);

  // Shuffle the 30 night cards (Fisher-Yates) and deal 3 decks of 6.
  const auto cards = night_cards();
  std::vector<int> order(cards.size());
  for (std::size_t i = 0; i < order.size(); ++i) order[i] = static_cast<int>(i);
  for (std::size_t i = order.size() - 1; i > 0; --i) std::swap(order[i], order[rng.below(i + 1)]);

  Player player(s, style, rng);
  for (int deck = 0; deck < kDeckCount; ++deck)
    for (int k = 0; k < kCardsPerDeck; ++k) {
      const int card = order[bit(deck * kCardsPerDeck + k)];
      player.play(cards[bit(card)], card, deck);
    }
  return s;
}

}  // namespace starsight
